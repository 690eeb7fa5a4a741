/** Focus is lost: on <body>, or on an element that is gone or hidden. */
export const focusLost = (element: Element | null) =>
  !element || element === document.body || !(element instanceof HTMLElement) || element.checkVisibility?.() === false;
