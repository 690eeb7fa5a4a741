// How much of a page's response arrives before a mark of its HTML: the
// response as a browser gets it (brotli, as Chromium asks for it), its status
// line and headers included. A new connection's first round trip carries about
// ten TCP segments (an initial congestion window of 10 × 1460 bytes), so
// what the first paint needs must come within that many bytes.
import { request } from 'node:http';
import { brotliDecompressSync, constants } from 'node:zlib';

/** An initial congestion window: 10 segments of 1460 bytes. */
export const firstRoundTripBytes = 14_600;

interface Response {
  /** The status line and headers as sent on the wire (HTTP/1.1). */
  headerBytes: number;
  /** The body as sent (brotli). */
  body: Buffer;
  encoding: string | undefined;
}

/** A page as the browser gets it: the server's headers as sent, and its compressed body. */
function fetchCompressed(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const { rawHeaders, statusCode = 0, statusMessage = '' } = response;
        let headerBytes = Buffer.byteLength(`HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`);
        for (let i = 0; i < rawHeaders.length; i += 2)
          headerBytes += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`);
        resolve({ headerBytes, body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** What a brotli stream's first `length` bytes decode to: what a browser can parse once they have arrived. */
const decodedPrefix = (body: Buffer, length: number) =>
  brotliDecompressSync(body.subarray(0, length), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString('utf8');

/**
 * How many bytes of the response (headers included) arrive before `mark`
 * has arrived whole: the fewest body bytes whose decoding holds it.
 */
export async function bytesUntil(url: string, mark: string) {
  const { headerBytes, body, encoding } = await fetchCompressed(url);
  if (encoding !== 'br') throw new Error(`${url}: sent with ${encoding ?? 'no'} encoding, not brotli`);
  const html = decodedPrefix(body, body.length);
  if (!html.includes(mark)) throw new Error(`${url}: no ${mark} in the page`);
  let [low, high] = [0, body.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedPrefix(body, middle).includes(mark)) high = middle;
    else low = middle + 1;
  }
  return { headerBytes, bodyBytes: low, total: headerBytes + low, pageBytes: headerBytes + body.length, html };
}
