// Where an area is deployed: its release's name and the URL of its
// mf-manifest.json; while a canary runs, a second release and its share of
// page loads. An area's file in the deploy folder (areas/<name>.json)
// says it, point-area.mjs writes it, and every reader takes both from there,
// so that a release is named, never parsed back out of a URL: the edge (its
// pages, metrics and CSP), the collector and, through each page's data
// (page-data.mjs), the app and its field reports.
import * as v from 'valibot';

/** An area's federation name: letters, digits and _ (remote_services). */
export const areaNameSchema = v.pipe(v.string(), v.regex(/^\w+$/, 'a federation name: letters, digits and _'));

/** A release's name, as its team gives it (44, 2026-11-27.1): letters, digits, _, - and . */
export const releaseNameSchema = v.pipe(
  v.string(),
  v.regex(/^[\w-][\w.-]*$/, 'a release: letters, digits, _, - and .'),
  v.maxLength(100, 'a release name of at most 100 characters'),
);

/**
 * The mf-manifest.json of a release: on another origin (http or https: a CDN), or a path under /releases/ of
 * the site, where the edge serves the releases folder (one origin). A page carries it made absolute.
 */
const manifestSchema = v.pipe(
  v.string(),
  v.regex(
    /^(?:https?:\/\/[^/\s?#]+\/(?!\/)[^\s?#]*|\/releases\/(?:(?!\.\.?\/)[\w.-]+\/)+)mf-manifest\.json$/,
    'the mf-manifest.json of a release: an http(s) URL or a path under /releases/',
  ),
);

/** Where an area is deployed: the release, and its manifest. */
const locationSchema = v.strictObject({ release: releaseNameSchema, manifest: manifestSchema });
/** @typedef {v.InferOutput<typeof locationSchema>} Location */

/** A canary: a release put before `share` per cent of page loads, since `since` (an ISO 8601 time). */
const canarySchema = v.strictObject({
  ...locationSchema.entries,
  share: v.pipe(v.number(), v.gtValue(0, 'a share above 0 %'), v.ltValue(100, 'a share below 100 %')),
  since: v.pipe(v.string(), v.isoTimestamp('an ISO 8601 time')),
});
/** @typedef {v.InferOutput<typeof canarySchema>} Canary */

/**
 * What an area's file says: the stable release, the one every page gets but a canary's share; the stable release
 * before it, the rollback target; and a canary, while one runs.
 */
const areaStateEntries = {
  stable: locationSchema,
  previous: v.optional(locationSchema),
  canary: v.optional(canarySchema),
};
const canaryNotStable = v.check(
  (/** @type {{ stable: Location; previous?: Location; canary?: Canary }} */ { stable, canary }) =>
    canary?.release !== stable.release,
  'a canary of a release other than the stable one',
);
const areaStateSchema = v.pipe(v.strictObject(areaStateEntries), canaryNotStable);
/** @typedef {v.InferOutput<typeof areaStateSchema>} AreaState */

/** The version of an area's file this writes; readers take it, the one before (2) and the legacy 1 (`{ manifest }`). */
const areaFileVersion = 3;

/**
 * The release a file of version 1 (`{ manifest }` alone) meant, as a release's name: its folder under the site's
 * /releases/; for one on another origin, its host and folder with every other character a hyphen
 * (`https://cdn.example.org/products/42/mf-manifest.json` → `cdn.example.org-products-42`).
 * @param {string} manifest
 */
const releaseOfManifest = (manifest) =>
  /^\/releases\/\w+\/([\w.-]+)\/mf-manifest\.json$/.exec(manifest)?.[1] ??
  manifest
    .replace(/^https?:\/\/|\/?mf-manifest\.json$/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[.]+/, '')
    .slice(0, 100);

/**
 * An area's file of this version, the one before (one release, its stable) or the legacy one (its manifest alone),
 * each read as a state.
 */
const areaFileSchema = v.pipe(
  v.variant('version', [
    v.strictObject({ version: v.literal(areaFileVersion), ...areaStateEntries }),
    v.strictObject({ version: v.literal(2), ...locationSchema.entries }),
    v.strictObject({ version: v.optional(v.literal(1)), manifest: manifestSchema }),
  ]),
  v.transform((file) => {
    if (file.version === areaFileVersion) {
      const { stable, previous, canary } = file;
      return { stable, ...(previous ? { previous } : {}), ...(canary ? { canary } : {}) };
    }
    const { manifest } = file;
    return { stable: { release: 'release' in file ? file.release : releaseOfManifest(manifest), manifest } };
  }),
  areaStateSchema,
);

/** @param {v.BaseIssue<unknown>[]} issues */
export const issuesText = (issues) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`.trim()).join('; ');

/**
 * What an area's file (its text) says, of any version it is read at; throws saying what is wrong.
 * @param {string} text
 * @returns {AreaState}
 */
export function parseAreaState(text) {
  const result = v.safeParse(areaFileSchema, JSON.parse(text));
  if (!result.success) throw new Error(issuesText(result.issues));
  return result.output;
}

/**
 * The stable location an area's file (its text) says; throws saying what is wrong.
 * @param {string} text
 * @returns {Location}
 */
export const parseAreaFile = (text) => parseAreaState(text).stable;

/**
 * The text of an area's file for `state`, of this version; throws saying what is wrong with it.
 * @param {AreaState} state
 */
export function areaFileText(state) {
  const result = v.safeParse(areaStateSchema, state);
  if (!result.success) throw new Error(issuesText(result.issues));
  return `${JSON.stringify({ version: areaFileVersion, ...result.output }, null, 2)}\n`;
}

/** Where each area is deployed, by federation name: what a page carries, and /remotes.json. */
export const locationsSchema = v.record(areaNameSchema, locationSchema);
/** @typedef {v.InferOutput<typeof locationsSchema>} Locations */

/** @typedef {Record<string, string>} Manifests Each area's manifest alone, by federation name: where a page's code comes from. */

/**
 * Each area's manifest alone.
 * @param {Locations} locations
 * @returns {Manifests}
 */
export const manifestsOf = (locations) =>
  Object.fromEntries(Object.entries(locations).map(([name, { manifest }]) => [name, manifest]));

/**
 * /remotes.json: each area's stable manifest, and while a canary runs, the stable and the canary's, in that order
 * (a page of either release keeps its code; a page of neither is asked for again). Pages read it on a retry and in
 * development.
 */
const remotesJsonSchema = v.record(
  areaNameSchema,
  v.union([manifestSchema, v.tuple([manifestSchema, manifestSchema])]),
);
/** @typedef {Record<string, string[]>} ManifestsInForce Each area's manifests in force, the stable one first. */

/**
 * The text of /remotes.json for each area's state (manifests made absolute by `absolute`).
 * @param {Record<string, AreaState>} states
 * @param {(manifest: string) => string} absolute
 */
export const remotesJsonText = (states, absolute) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(states).map(([name, { stable, canary }]) => [
        name,
        canary ? [absolute(stable.manifest), absolute(canary.manifest)] : absolute(stable.manifest),
      ]),
    ),
  );

/**
 * `value` (/remotes.json, parsed) as each area's manifests in force, the stable one first, or undefined when it is
 * not that (an array is not).
 * @param {unknown} value
 * @returns {ManifestsInForce | undefined}
 */
export function readManifests(value) {
  const result = v.safeParse(remotesJsonSchema, value);
  if (!result.success || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(result.output).map(([name, manifests]) => [
      name,
      typeof manifests === 'string' ? [manifests] : manifests,
    ]),
  );
}
