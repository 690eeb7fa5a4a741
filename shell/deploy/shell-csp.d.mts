export declare const pageStartHash: () => string;
export declare const styleAttributeHashes: () => string[];
export declare const shellPolicy: (sources: { remoteOrigins: string[]; contactOrigin?: string }) => string;
