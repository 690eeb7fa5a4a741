/** Joins frames and fragments into pages in `dist` (shell/dist by default); returns the number of pages. */
export declare function composePages(argv?: string[], dist?: string): number;
