export declare const pageStart: string;
export declare const headToken: string;
export declare const fragmentTokenPattern: RegExp;
export declare const allowedStyleAttributes: string[];
export declare function unallowedStyleAttributes(html: string): string[];
export declare function unallowedInlineScripts(html: string): string[];
