/**
 * Brings a section into view and moves keyboard focus to it, so that screen
 * reader and keyboard users land where sighted users are taken. Motion
 * follows the visitor's reduced-motion preference.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Sections are not focusable by default; -1 keeps them out of the tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom and very old browsers lack scrollIntoView.
  target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
