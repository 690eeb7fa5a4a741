// What each edge counts of the pages it serves while an area has a canary, for
// the rule that withdraws a canary doing worse (field/canary/watch.ts): per
// area, canary (its start time), release and role, the pages served with the
// area in them and those with a 503 or a fragment's notice of it. Each edge
// process writes its own file in the deploy folder, counts/<host>-<pid>-<start>.json,
// whole (aside, then renamed), and the rule adds up every file's rows.
import * as v from 'valibot';
import { areaNameSchema, issuesText, releaseNameSchema } from './locations.mjs';

const edgeCountsVersion = 1;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const edgeCountsSchema = v.strictObject({
  version: v.literal(edgeCountsVersion),
  rows: v.array(
    v.strictObject({
      area: areaNameSchema,
      /** The canary's start, as its area's file says it: one canary's counts are never another's. */
      since: v.pipe(v.string(), v.isoTimestamp()),
      release: releaseNameSchema,
      role: v.picklist(['stable', 'canary']),
      served: count,
      failed: count,
    }),
  ),
});
/** @typedef {v.InferOutput<typeof edgeCountsSchema>['rows'][number]} EdgeCountsRow */

/**
 * An edge's counts file as text.
 * @param {EdgeCountsRow[]} rows
 */
export const edgeCountsText = (rows) => `${JSON.stringify({ version: edgeCountsVersion, rows })}\n`;

/**
 * The rows of an edge's counts file (its text); throws saying what is wrong.
 * @param {string} text
 * @returns {EdgeCountsRow[]}
 */
export function parseEdgeCounts(text) {
  const result = v.safeParse(edgeCountsSchema, JSON.parse(text));
  if (!result.success) throw new Error(issuesText(result.issues));
  return result.output.rows;
}
