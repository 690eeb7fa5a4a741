// The part of `compression` (an Express middleware without types of its own)
// that local-site.mjs uses, on Node's plain requests.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions } from 'node:zlib';

  interface CompressionOptions {
    threshold?: number;
    level?: number;
    brotli?: BrotliOptions;
    filter?: (req: IncomingMessage, res: ServerResponse) => boolean;
  }
  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
