// Where each area (a remote) is deployed now: one small file per area in the
// deploy folder, areas/<name>.json, its stable release and the URL of its
// mf-manifest.json, the stable release before it, and a canary while one runs
// (shared-ui/contract/locations.mjs: its version, the one before and the
// legacy one are read). Each area's deploy writes its own file and no other,
// whole (a new file beside it, then renamed over it), one change at a time
// under the area's lock, so one team's deploy cannot repoint another's area,
// no change undoes one made meanwhile, and no reader ever sees half a file
// (the writers: area-changes.mjs). The
// shell's edge reads the files on each request (areasInForce: a repoint shows
// on the next page, with no reload), and so does the collector. An area's
// deploy writes its file with point-area.mjs (area-changes.mjs), publishing
// its release to the edge's releases folder or to an origin of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  areaNameSchema,
  issuesText,
  parseAreaFile,
  parseAreaState,
  releaseNameSchema,
} from '../contract/locations.mjs';
/** @import { AreaState, Location } from '../contract/locations.mjs' */

/**
 * The location file of area `name` in `deployDir`.
 * @param {string} deployDir
 * @param {string} name
 */
export const areaFile = (deployDir, name) => join(deployDir, 'areas', `${v.parse(areaNameSchema, name)}.json`);

/**
 * Where area `name` is deployed now; throws when its file is missing or wrong.
 * @param {string} deployDir
 * @param {string} name
 */
export const readAreaLocation = (deployDir, name) => parseAreaFile(readFileSync(areaFile(deployDir, name), 'utf8'));

/**
 * The place of release `release` of area `name` in the edge's releases folder (deployDir/releases/<name>/<release>/),
 * and where the site serves its manifest.
 * @param {string} deployDir
 * @param {string} name
 * @param {string} release
 */
export const publishedRelease = (deployDir, name, release) => ({
  place: join(deployDir, 'releases', v.parse(areaNameSchema, name), v.parse(releaseNameSchema, release)),
  location: { release, manifest: `/releases/${name}/${release}/mf-manifest.json` },
});

/**
 * What area `name`'s file says now; undefined while it has none, or an empty one (made for its team before its first
 * deploy). Throws for a file that cannot be read or does not hold, naming it: no change is made over what it held.
 * @param {string} deployDir
 * @param {string} name
 * @returns {AreaState | undefined}
 */
export function readAreaState(deployDir, name) {
  const file = areaFile(deployDir, name);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!text.trim()) return undefined;
  try {
    return parseAreaState(text);
  } catch (error) {
    throw new Error(
      `${file} does not hold (${error instanceof Error ? error.message : String(error)}): mend it by hand, or deploy a release for every visitor`,
    );
  }
}

/**
 * Where each of the areas `names` is deployed now (name → its state: its stable release and the URL of its
 * manifest, as its file says: absolute, or a path of the site; its canary while one runs), read from their
 * files again on each call and parsed again when one changed. A file that
 * cannot be read or does not parse (a typo, or one edited in place and caught
 * half-written) leaves that area's last good location in force and is
 * reported once: a request never fails on it. An area that never had a file
 * is deployed nowhere: its pages answer with the missing-content notice.
 * @param {string} deployDir
 * @param {string[]} names
 * @param {(message: string) => void} warn
 * @returns {() => Record<string, AreaState>}
 */
export function areasInForce(deployDir, names, warn) {
  // lastRead: the text read last (null before the first read), so that each change is parsed and each problem said once.
  const areas = names.map((name) => ({
    name,
    file: areaFile(deployDir, name),
    /** @type {string | null} */ lastRead: null,
    /** @type {AreaState | undefined} */ inForce: undefined,
  }));
  return () => {
    for (const area of areas) {
      let text = '';
      try {
        text = readFileSync(area.file, 'utf8');
        if (text !== area.lastRead) area.inForce = parseAreaState(text);
      } catch (error) {
        const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
        if (text !== area.lastRead)
          warn(
            `${area.file}: ${code === 'ENOENT' ? 'missing' : message}; ${area.inForce ? 'its last location stays in force' : 'the area is deployed nowhere'}. Write the file whole (shared-ui/deploy/point-area.mjs).`,
          );
      }
      area.lastRead = text;
    }
    return Object.fromEntries(areas.flatMap(({ name, inForce }) => (inForce ? [[name, inForce]] : [])));
  };
}

/**
 * Where the canary watch (field/canary/watch.ts) writes its last verdict on each canary, for `point-area.mjs
 * --status`: `{ "<area>": { "release", "since", "verdict", "because", "checked" } }`.
 * @param {string} deployDir
 */
export const canaryVerdictsFile = (deployDir) => join(deployDir, 'canary-verdicts.json');

/**
 * The canary watch's last verdict on area `name`'s canary `canary` (its release and start), in words; undefined
 * when it has none for that canary (no watch runs, or it has not checked it yet).
 * @param {string} deployDir
 * @param {string} name
 * @param {{ release: string; since: string }} canary
 * @returns {string | undefined}
 */
export function canaryVerdict(deployDir, name, canary) {
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(canaryVerdictsFile(deployDir), 'utf8'));
    const verdicts =
      /** @type {Record<string, { release?: unknown; since?: unknown; verdict?: unknown; because?: unknown; checked?: unknown }>} */ (
        parsed
      );
    const entry = verdicts[name];
    if (entry?.release !== canary.release || entry.since !== canary.since) return undefined;
    return `${String(entry.verdict)} at ${String(entry.checked)}: ${String(entry.because)}`;
  } catch {
    return undefined;
  }
}

/**
 * The path prefixes each area owns: a prefix owns its own path and every
 * path under it (/services, /services/cloud-devops). Never a path the site
 * keeps for itself (its services, releases and files, the French prefix).
 */
const prefixesSchema = v.record(
  areaNameSchema,
  v.array(
    v.pipe(
      v.string(),
      v.regex(/^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, 'a path of lower-case words joined by hyphens'),
      v.check(
        (prefix) => !/^\/(?:api|releases|static|frames|fr)(?:\/|$)/.test(prefix),
        'a path the site keeps for itself',
      ),
    ),
  ),
);
/** @typedef {v.InferOutput<typeof prefixesSchema>} Prefixes */

/** The deploy folder's file that says which prefixes each area owns; without it, the shell build's defaults. */
export const prefixesFile = (/** @type {string} */ deployDir) => join(deployDir, 'prefixes.json');

/**
 * The prefixes in force: the deploy folder's prefixes.json, read again when
 * it changes, else `defaults`. A file that does not hold is reported once
 * and leaves the last good prefixes in force.
 * @param {string} deployDir
 * @param {Prefixes} defaults
 * @param {(message: string) => void} warn
 * @returns {() => Prefixes}
 */
export function prefixesInForce(deployDir, defaults, warn) {
  const file = prefixesFile(deployDir);
  /** @type {string | null} */
  let lastRead = null;
  let inForce = defaults;
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // No file: the defaults.
    }
    if (text !== lastRead) {
      if (!text) inForce = defaults;
      else {
        /** @type {unknown} */
        let parsed;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = Symbol('not JSON');
        }
        const result = v.safeParse(prefixesSchema, parsed);
        if (result.success) inForce = result.output;
        else
          warn(
            `${file}: ${typeof parsed === 'symbol' ? 'not JSON' : issuesText(result.issues)}; the last prefixes stay in force`,
          );
      }
      lastRead = text;
    }
    return inForce;
  };
}
