// A visitor's objection to the page reports (the privacy policy, "Cookies,
// local storage and page reports"): the contract between the shell, whose
// reporter sends them (shell/src/lib/field), and the company area, whose
// privacy page has the switch that turns them off and on. Read in the browser
// only, so that a page's HTML is the same for everyone. No imports: the
// shell's entry and the company area's view each carry this small module.

/**
 * The local-storage entry that records the objection: present (`off`) only
 * while the visitor objects. The privacy policy lists it by this name.
 */
export const reportsObjectionKey = 'page-reports';
const objecting = 'off';

/** Where the objection is kept for this page alone when the browser lets the site save nothing: the document, which every area's code sees. */
const inPageAttribute = 'data-page-reports';

/** The event this page's switch fires on `window` when it changes the objection (another tab's change is a `storage` event). */
const changeEvent = 'page-reports-objection';

/**
 * Who objects, if anyone: the browser (Global Privacy Control, which wins),
 * the visitor (the switch), or no one. A storage that cannot be read
 * (blocked site data) counts as no objection recorded.
 */
export type ReportsObjection = 'browser' | 'visitor' | 'none';

export function reportsObjection(): ReportsObjection {
  if (
    typeof navigator !== 'undefined' &&
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  )
    return 'browser';
  if (typeof document !== 'undefined' && document.documentElement.getAttribute(inPageAttribute) === objecting)
    return 'visitor';
  try {
    return globalThis.localStorage?.getItem(reportsObjectionKey) === objecting ? 'visitor' : 'none';
  } catch {
    return 'none';
  }
}

/** Whether the page may send reports: nobody objects. */
export const reportsAllowed = (): boolean => reportsObjection() === 'none';

/**
 * Records the visitor's choice and tells this page at once (the reporter
 * stops and drops what it holds). Returns false when the browser lets the
 * site save nothing: the choice then holds for this page only, and the
 * switch says so.
 */
export function setReportsObjection(objects: boolean): boolean {
  let saved = true;
  try {
    if (objects) localStorage.setItem(reportsObjectionKey, objecting);
    else localStorage.removeItem(reportsObjectionKey);
  } catch {
    saved = false;
  }
  if (objects && !saved) document.documentElement.setAttribute(inPageAttribute, objecting);
  else document.documentElement.removeAttribute(inPageAttribute);
  window.dispatchEvent(new Event(changeEvent));
  return saved;
}

/** Calls `listener` whenever the objection may have changed, in this page or another tab; returns the call that stops it. */
export function onReportsObjectionChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === reportsObjectionKey || event.key === null) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}
