// The shell's frames index (its build's dist/frames/frames.json): what every
// page of that build shares, read by the edge, the static export, the local
// site and the collector (the shell's release). Each frame itself comes from
// the shell's render bundle, beside it (shell/deploy/shell-pages.mjs). The
// edge ships with the shell's build; the collector is deployed apart from it,
// so a field added to the index is no reason to refuse it (only a new version is).
import * as v from 'valibot';
import { areaNameSchema, issuesText, releaseNameSchema } from './locations.mjs';
/** @import { CompactPlan } from 'beasties/runtime' */

/** Bump on any change that an older reader would misread (not for a field added); readers take this version and the one before. */
const framesVersion = 1;

/** A shell stylesheet's compiled plan for critical CSS (beasties'), as the shell's build wrote it. */
const planSchema = /** @type {v.GenericSchema<unknown, CompactPlan>} */ (
  v.custom((value) => typeof value === 'object' && value !== null, 'a compiled stylesheet plan')
);

const framesSchema = v.object({
  version: v.literal(framesVersion),
  /** The origin the pages were rendered with, which composition replaces with the site's. */
  renderedOrigin: v.pipe(v.string(), v.url()),
  /** The site's origin when SITE_URL is not set. */
  defaultOrigin: v.pipe(v.string(), v.url()),
  /** The shell build's id: a digest of its scripts' and stylesheets' names, which name their content. */
  release: releaseNameSchema,
  /** Each remote's federation name → its folder in the workspace. */
  remotes: v.record(areaNameSchema, v.string()),
  /** The path prefixes each remote owns unless the deploy folder says otherwise. */
  prefixes: v.record(areaNameSchema, v.array(v.string())),
  /** The app's scripts (the page start and the entry), as the `scripts` slot puts them. */
  scripts: v.string(),
  /**
   * The document every frame is made of, from the shell's built index.html, and the shell's stylesheets, each
   * compiled for critical CSS (shell/build/frames.ts).
   */
  document: v.object({
    head: v.string(),
    stylesheets: v.array(v.object({ href: v.string(), plan: planSchema })),
    beforeRoot: v.string(),
    afterRoot: v.string(),
  }),
});
/** @typedef {v.InferOutput<typeof framesSchema>} Frames */
/** @typedef {Frames['document']} FrameDocument */

/** The index before it had a version: the same, with the ids of the elements a page's data replaced (left out). */
const unversionedSchema = v.looseObject({ remotesMapId: v.string(), routesMapId: v.string() });

/**
 * The text of a frames index as one of this version, of this version or the one before; throws saying what is
 * wrong, named by `where`.
 * @param {string} text
 * @param {string} where
 * @returns {Frames}
 */
export function parseFrames(text, where) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const version = /** @type {{ version?: unknown }} */ (value)?.version;
  const current =
    version === undefined && v.is(unversionedSchema, value) ? { ...value, version: framesVersion } : value;
  const result = v.safeParse(framesSchema, current);
  if (!result.success)
    throw new Error(
      `${where} (version ${version === undefined ? 'before 1' : JSON.stringify(version)}): ${issuesText(result.issues)}`,
    );
  return result.output;
}

/**
 * The text of the frames index `index` (without its version), as the shell's build writes it.
 * @param {Omit<Frames, 'version'>} index
 */
export const framesText = (index) => `${JSON.stringify({ version: framesVersion, ...index })}\n`;
