export declare const fragmentTimeoutMs: number;
export declare const retryAfterSeconds: number;
export type FetchFragment = (virtualPath: string) => Promise<string | undefined>;
export declare function interpretSsi(
  html: string,
  context: { fetchFragment: FetchFragment; variables: Record<string, string> },
): Promise<{ html: string; failed: string[] }>;
export declare function remoteBases(remotesJson: Record<string, string>, siteOrigin: string): Record<string, string>;
export declare function fragmentLocation(path: string): { name: string; file: string } | undefined;
export declare const httpFragments: (bases: Record<string, string>, timeoutMs?: number) => FetchFragment;
export declare const folderFragments: (dirs: Record<string, string>) => FetchFragment;
export interface FrameEntry {
  route: string;
  language: 'en' | 'fr';
  module?: string;
  content?: string;
  file: string;
  unlisted?: true;
}
export interface Frames {
  renderedOrigin: string;
  defaultOrigin: string;
  frames: FrameEntry[];
  byUrl: Map<string, FrameEntry>;
}
export declare function readFrames(shellDist: string): Frames;
export declare const localized: (route: string, language: 'en' | 'fr') => string;
export declare const notFoundRoute: string;
export declare function composePage(
  shellDist: string,
  frames: Frames,
  frame: FrameEntry,
  context: { fetchFragment: FetchFragment; bases: Record<string, string>; origin: string },
): Promise<{ status: number; html: string; failed: string[] }>;
