import * as v from 'valibot';

/**
 * Where each remote is deployed: its federation name → the URL of its
 * mf-manifest.json, absolute or a path of the site. The shape of the
 * deploy-time remotes.json and of the map each composed page carries, checked
 * where each is read: by the edge, and by the app in the browser.
 */
const RemotesMapSchema = v.record(
  v.pipe(v.string(), v.regex(/^\w+$/)),
  v.pipe(
    v.string(),
    v.regex(/^(?:https?:\/\/[^/\s?#]+\/(?!\/)[^\s?#]*|\/releases\/(?:(?!\.\.?\/)[\w.-]+\/)+)mf-manifest\.json$/),
  ),
);

export type RemotesMap = v.InferOutput<typeof RemotesMapSchema>;

/** `value` as a map of remotes; throws saying what is wrong when it is not one (an array is not). */
function parseRemotesMap(value: unknown): RemotesMap {
  if (Array.isArray(value)) throw new Error('a map of remotes is an object, not an array');
  const result = v.safeParse(RemotesMapSchema, value);
  if (!result.success)
    throw new Error(result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; '));
  return result.output;
}

/** `value` as a map of remotes, or undefined when it is not one. */
export function readRemotesMap(value: unknown): RemotesMap | undefined {
  try {
    return parseRemotesMap(value);
  } catch {
    return undefined;
  }
}
