// Reads a service's settings from environment variables, collecting every
// variable that is missing or malformed so that one message names them all
// (the enquiry service's, remote-company/server/config.ts; the field reports'
// collector's, field/collector/config.ts).

/**
 * @param {Record<string, string | undefined>} env
 * @param {string} service How the message names the service ("Enquiry service").
 */
export function environmentReader(env, service) {
  /** @type {string[]} */
  const problems = [];
  /**
   * A variable's text, trimmed; required when there is no fallback.
   * @param {string} name
   * @param {string} [fallback]
   */
  const text = (name, fallback) => {
    const value = env[name]?.trim() || fallback;
    if (value === undefined) problems.push(`${name} is required`);
    return value ?? '';
  };
  /**
   * A whole number, at least `min`.
   * @param {string} name
   * @param {number} fallback
   * @param {{ min?: number }} [limits]
   */
  const number = (name, fallback, { min = 0 } = {}) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      problems.push(`${name} must be a whole number${min > 0 ? ` of at least ${min}` : ''} (got "${raw}")`);
    return value;
  };
  /**
   * A URL's origin.
   * @param {string} name
   * @param {string} fallback
   */
  const origin = (name, fallback) => {
    const raw = text(name, fallback);
    try {
      return new URL(raw).origin;
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
      return fallback;
    }
  };
  /**
   * `settings`, or an error naming every problem found.
   * @template T
   * @param {T} settings
   * @returns {T}
   */
  const done = (settings) => {
    if (problems.length > 0) throw new Error(`${service} configuration: ${problems.join('; ')}`);
    return settings;
  };
  return { text, number, origin, problems, done };
}
