import { createContext, useContext } from 'react';

/**
 * When the shell renders its page frames in Node (src/render/frames.tsx), a
 * remote's part of a page is not the shell's to render: each RemoteView
 * leaves a token there, which the join (build/compose-pages.mjs) replaces
 * with the HTML that remote rendered for that route and language.
 */
export const FragmentSlotsContext = createContext(false);

export const fragmentToken = (id: string): string => `@@fragment:${id}@@`;

/** True while rendering a frame in Node. */
export const useRendersFrame = (): boolean => useContext(FragmentSlotsContext);
