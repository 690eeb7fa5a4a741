// What a composed page carries for the app, in one element after its
// content: where each area was deployed when the page was composed (the app
// loads their code from those releases, and its field reports name them),
// the routes in force (its router and menus) and the copy of what the page
// shows, in its language (it hydrates with it). The composer writes it
// (shared-ui/deploy/compose.mjs) and the app reads it once, through this
// schema (shell/src/lib/page-data.ts).
import * as v from 'valibot';
import { areaNameSchema, issuesText, locationsSchema } from './locations.mjs';
import { siteRoutesSchema } from './routes.mjs';

/** The id of the script element (type application/json) that holds a page's data. */
export const pageDataId = 'page-data';

/**
 * Bump on any change that an older reader would misread; readers then take this version and the one before. A
 * page and the app that reads it come from one build of the shell, but its edge may compose pages for a newer
 * build of it while both roll out. (Before 1, three elements of the same build carried these.)
 */
export const pageDataVersion = 1;

/** A namespace's copy: an object of its keys (their text is checked where the copy is built). */
const namespaceCopy = /** @type {v.CustomSchema<object, string>} */ (
  v.custom((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'an object of copy')
);

const pageDataSchema = v.strictObject({
  version: v.literal(pageDataVersion),
  /** Each area's release and manifest (absolute): those the page's fragments came from. */
  remotes: locationsSchema,
  /** The remotes whose canary the page was given (none: every one its stable release). */
  canaries: v.optional(v.array(areaNameSchema)),
  routes: siteRoutesSchema,
  /** The copy of what the page shows, per source (shared-i18n's registerCopy), in the page's language. */
  copy: v.strictObject({
    language: v.picklist(['en', 'fr']),
    sources: v.record(v.string(), v.record(v.string(), namespaceCopy)),
  }),
});
/** @typedef {v.InferOutput<typeof pageDataSchema>} PageData */

/**
 * `value` (the page's data element's text, parsed) as a page's data; throws saying what is wrong.
 * @param {unknown} value
 * @returns {PageData}
 */
export function parsePageData(value) {
  const result = v.safeParse(pageDataSchema, value);
  if (!result.success) throw new Error(`page data: ${issuesText(result.issues)}`);
  return result.output;
}

/**
 * The page data element for `data`: JSON with no "<" in it, so that it cannot end its element.
 * @param {PageData} data
 */
export const pageDataElement = (data) =>
  `<script type="application/json" id="${pageDataId}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
