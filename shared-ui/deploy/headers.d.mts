// Types of headers.mjs, for the TypeScript that imports it.
export declare const cacheControl: { revalidate: string; immutable: string };
export declare const immutablePrefix: string;
export declare const commonSecurityHeaders: Record<string, string>;
export declare function shellCsp(sources: {
  remoteOrigins: string[];
  scriptHashes: string[];
  styleAttributeHashes: string[];
  contactOrigin?: string;
}): string;
export declare const remoteCsp: string;
export declare const resourcePolicy: { shell: string; remote: string };
export declare const corsHeaders: (shellOrigin: string) => Record<string, string>;
export declare const securityHeaders: (site: { csp: string; resourcePolicy: string }) => Record<string, string>;
export declare const compression: { brotliLevel: number; gzipLevel: number; minLength: number; types: string[] };
export declare const precompressedFiles: RegExp;
export declare const allowedStyleAttributes: string[];
export declare function htmlCspViolations(html: string, allowedScripts?: string[]): string[];
