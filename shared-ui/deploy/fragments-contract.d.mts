export declare const fragmentsContract: 2;
export declare const fragmentFile: (route: string, language: 'en' | 'fr', suffix?: string) => string;
export declare const blockFile: (module: string, language: 'en' | 'fr') => string;
export declare const blockHeadFile: (module: string) => string;
export declare const baseVariable: (name: string) => string;
export declare const fragmentPath: (name: string, file: string) => string;
export declare const stylesheetLink: (name: string, path: string) => string;

/** dist/fragments/fragments.json of a remote. */
export interface FragmentsIndex {
  contract: typeof fragmentsContract;
  /** The remote's federation name, e.g. remote_company. */
  name: string;
  /** Per route path (English): its exposed module and per language its head tags (with its stylesheets) and content, relative to fragments/. */
  pages: Record<string, { module: string; en: { head: string; body: string }; fr: { head: string; body: string } }>;
  /** Per exposed home-page block: its head tags (stylesheets) and per language its content. */
  blocks: Record<string, { head: string; en: string; fr: string }>;
}

export declare function readFragmentsIndex(fragmentsDir: string): FragmentsIndex;
