export declare const fragmentsContract: 1;
export declare const fragmentFile: (route: string, language: 'en' | 'fr', suffix?: string) => string;

/** dist/fragments/fragments.json of a remote. */
export interface FragmentsIndex {
  contract: typeof fragmentsContract;
  /** The remote's federation name, e.g. remote_company. */
  name: string;
  /** Per route path (English): its exposed module, the stylesheets it loads (relative to the remote's base URL), and per language its head tags and content (relative to fragments/). */
  pages: Record<string, { module: string; stylesheets: string[]; en: { head: string; body: string }; fr: { head: string; body: string } }>;
  /** Per exposed home-page block: its stylesheets and per language its content. */
  blocks: Record<string, { stylesheets: string[]; en: string; fr: string }>;
}

export declare function readFragmentsIndex(fragmentsDir: string): FragmentsIndex;
