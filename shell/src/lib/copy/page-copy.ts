import { addCopy, isLanguage, type Copy } from 'shared-i18n';
import { pageCopyId } from 'shared-ui/site';

/**
 * Adds the copy the server put in the page (shared-ui/deploy/compose.mjs):
 * per source, the words of what the page shows, in its language, so that it
 * hydrates without fetching them again. Nothing in development, whose page
 * the app renders: each source then loads its own.
 */
export function addPageCopy(): void {
  const text = document.getElementById(pageCopyId)?.textContent;
  if (!text) return;
  try {
    const { language, sources } = JSON.parse(text) as { language: unknown; sources: Record<string, Copy> };
    if (!isLanguage(language)) return;
    for (const [source, copy] of Object.entries(sources)) addCopy(language, copy, source);
  } catch {
    // Unreadable: each source loads its copy as on a navigation.
  }
}
