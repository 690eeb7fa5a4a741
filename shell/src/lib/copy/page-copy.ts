import { addCopy } from 'shared-i18n';
import { pageData } from '../page-data';

/**
 * Adds the copy the server put in the page's data (shared-ui/deploy/compose.mjs): per source, the words of what
 * the page shows, in its language, so that it hydrates without fetching them again. Nothing in development,
 * whose page the app renders: each source then loads its own.
 */
export function addPageCopy(): void {
  const copy = pageData()?.copy;
  if (copy) for (const [source, resources] of Object.entries(copy.sources)) addCopy(copy.language, resources, source);
}
