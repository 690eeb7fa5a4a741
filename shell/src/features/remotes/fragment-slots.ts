import { createContext, useContext } from 'react';

/**
 * When the shell renders its page frames in Node (src/render/frames.tsx), a
 * remote's part of a page is not the shell's to render: each RemoteView
 * marks its place, around the notice that shows if the remote's HTML cannot
 * be had at request time. The frame writer (build/frames.ts) turns the marks
 * into a server-side include of that remote's fragment, with the notice as
 * its stub (see shared-ui/deploy/compose.mjs).
 */
export const FragmentSlotsContext = createContext(false);

export const fragmentStart = (id: string): string => `@@fragment:${id}@@`;
export const fragmentEnd = '@@/fragment@@';

/** True while rendering a frame in Node. */
export const useRendersFrame = (): boolean => useContext(FragmentSlotsContext);

/** The attribute of the notice that stands in for a remote's HTML the server could not include. */
export const missingFragmentAttribute = 'data-remote-missing';

/** Whether the page's server HTML has the notice in place of this module's HTML. */
export const fragmentMissing = (id: string): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector(`[${missingFragmentAttribute}="${CSS.escape(id)}"]`) !== null;
