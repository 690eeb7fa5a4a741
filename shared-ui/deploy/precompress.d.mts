import type { BrotliOptions, ZlibOptions } from 'node:zlib';

export declare const brotliOptions: BrotliOptions;
export declare const gzipOptions: ZlibOptions;
export declare const minRatio: number;
export declare const precompressedFiles: RegExp;
export declare const threshold: number;
export declare function compressFile(file: string): void;
export declare function compressTree(dir: string): void;
