import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRemotesMap } from 'shared-ui/site';

/**
 * Where each remote is deployed now (name → absolute URL of its
 * mf-manifest.json): the deploy folder's remotes.json, read again whenever
 * it changed. A file that cannot be read or does not parse (edited in place
 * and caught half-written, or a typo) leaves the last good one in force, as a
 * failed nginx reload keeps the running configuration, and says so once: a
 * request never fails on it.
 */
export function remotesInForce(deployDir: string, localOrigin: string, warn: (message: string) => void) {
  const file = join(deployDir, 'remotes.json');
  const parse = (text: string): Record<string, string> =>
    Object.fromEntries(
      Object.entries(parseRemotesMap(JSON.parse(text))).map(([name, manifest]) => [
        name,
        new URL(manifest, localOrigin).href,
      ]),
    );
  let lastRead = readFileSync(file, 'utf8');
  let inForce = parse(lastRead);
  return (): Record<string, string> => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
      if (text !== lastRead) inForce = parse(text);
    } catch (error) {
      if (text !== lastRead)
        warn(
          `${file} cannot be read (${error instanceof Error ? error.message : String(error)}); the last one read stays in force. Replace the file whole: write the new one beside it, then rename it over.`,
        );
    }
    lastRead = text;
    return inForce;
  };
}
