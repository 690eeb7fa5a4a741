import { createContext, createElement, Fragment, useContext, type ReactNode } from 'react';

/**
 * When the shell renders its page frames in Node (src/render/frames.tsx), a
 * remote's part of a page is not the shell's to render: each RemoteView
 * marks its place, around the notice that shows if the remote's part cannot
 * be had at request time. The frame writer (build/frames.ts) cuts the
 * rendered page at the marks into a frame of typed slots, each with its
 * notice (see shared-ui/deploy/compose.mjs); no mark reaches a page.
 */
export const FragmentSlotsContext = createContext(false);

/** The attribute of the element that opens a slot (its value: the exposed module's id) and of the one that closes it. */
export const slotStartAttribute = 'data-fragment-slot';
export const slotEndAttribute = 'data-fragment-slot-end';

/** A remote's place in a frame: `notice` between the two marks. */
export const FrameSlot = ({ id, notice }: { id: string; notice: ReactNode }): ReactNode =>
  createElement(
    Fragment,
    null,
    createElement('template', { [slotStartAttribute]: id }),
    notice,
    createElement('template', { [slotEndAttribute]: '' }),
  );

/** True while rendering a frame in Node. */
export const useRendersFrame = (): boolean => useContext(FragmentSlotsContext);

/** The attribute of the notice that stands in for a remote's HTML the server could not include. */
export const missingFragmentAttribute = 'data-remote-missing';

/** Whether the page's server HTML has the notice in place of this module's HTML. */
export const fragmentMissing = (id: string): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector(`[${missingFragmentAttribute}="${CSS.escape(id)}"]`) !== null;
