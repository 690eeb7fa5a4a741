// The company area's interactive parts: the only markup of its views whose
// code a visitor may need (shared-ui/src/site/interactive-parts.ts). Its build
// writes each view's parts into fragments.json, and fails when a view's HTML
// lacks a part declared for its module, or has one not declared for it; its
// unit test (src/__tests__/interactive-parts.test.ts) fails on an event
// handler, state or effect in its views outside a declared part's folder.
import type { AreaInteractiveParts } from 'shared-ui/site';

export const companyInteractiveParts: AreaInteractiveParts<'company'> = [
  // The contact form posts natively until its code arrives: loaded when the visitor points at it, focuses or types.
  { name: 'enquiry-form', needs: 'intent', modules: ['ContactPage'], folder: 'src/pages/contact/form' },
  // The switch for the page reports shows the visitor's choice, which only the browser knows: it appears once its
  // code has read it, loaded as the end of the privacy policy's section on them nears the viewport.
  {
    name: 'report-objection',
    needs: 'visible',
    modules: ['PrivacyPolicyPage'],
    folder: 'src/pages/privacy-policy/report-objection',
  },
];
