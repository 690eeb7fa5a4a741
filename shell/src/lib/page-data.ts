import { pageDataId, parsePageData, type PageData } from 'shared-ui/contract/page-data';

/** The name of the meta element in each page's head that names the shell's release (written by shell/build/frames.ts). */
export const shellReleaseMeta = 'shell-release';

let read: { data: PageData | undefined } | undefined;

/**
 * What the server composed this page with (shared-ui/contract/page-data.mjs): where each area was deployed, the
 * routes in force and the copy the page shows. Read once. Undefined without it (development, whose page the app
 * renders; Node) or when it does not hold (said in the console): the app then asks for each as on a navigation.
 */
export function pageData(): PageData | undefined {
  if (!read) {
    const text = typeof document === 'undefined' ? null : document.getElementById(pageDataId)?.textContent;
    try {
      read = { data: text ? parsePageData(JSON.parse(text)) : undefined };
    } catch (error) {
      console.warn(error);
      read = { data: undefined };
    }
  }
  return read.data;
}
