// The products area's interactive parts: the only markup of its views whose
// code a visitor may need (shared-ui/src/site/interactive-parts.ts). None:
// its views are static HTML, whose links the shell follows in the app (the
// heroes' scroll buttons become links with [on-need] static parts; its test
// lists them as pending until then). Its
// build fails when a view's HTML has a part (data-part) this list does not
// declare, and its unit test (src/__tests__/interactive-parts.test.ts) on an
// event handler, state or effect in its views.
import type { AreaInteractiveParts } from 'shared-ui/site';

export const productsInteractiveParts: AreaInteractiveParts<'products'> = [];
