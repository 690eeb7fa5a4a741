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
/** An entry of the shell's frames.json (written by build/frames.ts). */
export interface FrameEntry {
  route: string;
  language: 'en' | 'fr';
  /** The URL path the frame serves: the route in its language (/fr/about). */
  url: string;
  /** The exposed module that renders the route's content, for a remote's route. */
  module?: string;
  /** The include of the route's own content (a remote's route): without it the page is a 503. */
  content?: string;
  /** The frame's file, relative to frames/. */
  file: string;
  /** A page that says noindex: left out of sitemap.xml. */
  unlisted?: true;
  /** The not-found page of its language, served for any path that is no route. */
  notFound?: true;
}
/** The shell's dist/frames/frames.json: the route table as Node scripts read it. */
export interface FramesIndex {
  /** The origin the pages were rendered with, which composition replaces with the site's. */
  renderedOrigin: string;
  /** The site's origin when SITE_URL is not set. */
  defaultOrigin: string;
  /** Each remote's federation name → its folder in the workspace. */
  remotes: Record<string, string>;
  /** Old URL paths and where they now are, per language. */
  redirects: { from: string; to: string }[];
  frames: FrameEntry[];
}
export interface Frames extends FramesIndex {
  /** The frames of routes, without the not-found pages. */
  pages: FrameEntry[];
  byUrl: Map<string, FrameEntry>;
  notFound: Record<'en' | 'fr', FrameEntry>;
}
export declare function readFrames(shellDist: string): Frames;
export declare function notFoundFrame(frames: Frames, path: string): FrameEntry;
export declare function composePage(
  shellDist: string,
  frames: Frames,
  frame: FrameEntry,
  context: { fetchFragment: FetchFragment; bases: Record<string, string>; origin: string },
): Promise<{ status: number; html: string; failed: string[] }>;
