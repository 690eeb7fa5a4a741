export declare const pageStart: string;
export declare const fragmentPattern: RegExp;
export declare function cspViolations(html: string): string[];
