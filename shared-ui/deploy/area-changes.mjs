// Every change to an area's file (area-locations.mjs reads it): a deploy or
// a rollback for every visitor, a canary beside the stable release, its end;
// each written whole (a new file beside it, then renamed over it), one at a
// time under the area's lock, which the rule that withdraws a canary takes
// too. Only the deploy tools import this: the edge and the collector read.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fchownSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';
import * as v from 'valibot';
import { areaFileText, areaNameSchema } from '../contract/locations.mjs';
import { areaFile, publishedRelease, readAreaState } from './area-locations.mjs';
/** @import { AreaState, Location } from '../contract/locations.mjs' */

/**
 * Writes `text` as `file`, whole: a new file beside it, of a name no one can foresee, created by this call alone
 * (never one planted there, nor through a link), then renamed over it. Written by root (the rule), it keeps the
 * owner of the file it replaces, so its team can write it again. Another team's file is refused at the rename:
 * areas/ has the sticky bit (README, "Deploying one remote on its own"). Nothing is left beside it on failure.
 * @param {string} file
 * @param {string} text
 */
function writeWhole(file, text) {
  const aside = `${file}.${randomUUID()}.new`;
  const fd = openSync(aside, 'wx', 0o644);
  try {
    writeSync(fd, text);
    const owner = process.geteuid?.() === 0 && existsSync(file) ? lstatSync(file) : undefined;
    if (owner) fchownSync(fd, owner.uid, owner.gid);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(aside, file);
  } catch (error) {
    rmSync(aside, { force: true });
    throw error;
  }
}

/**
 * The area's lock: in its own folder of the releases (`releases/<name>/.lock`, no release's name), which only its
 * team and root write, so no other team can hold it or leave it behind.
 * @param {string} deployDir
 * @param {string} name
 */
function lockArea(deployDir, name) {
  const folder = join(deployDir, 'releases', v.parse(areaNameSchema, name));
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  try {
    return lockfile.lockSync(folder, { lockfilePath: join(folder, '.lock'), realpath: false, stale: 30_000 });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    throw new Error(`${name}: another change to its file is under way; try again in a moment`);
  }
}

/**
 * Writes what `change` makes of area `name`'s state now (readAreaState), whole, readable by all (0644), under the
 * area's lock (lockArea): every writer of the file takes it, so a change never undoes one made meanwhile. While
 * another holds it, this change is refused, to be made again; a lock left by a writer that died is taken over after
 * 30 s. `change` may do what must wait for its checks (publishing the release it points at) before it returns.
 * A file that does not hold refuses the change, unless it `mendsBroken` (a deploy for every visitor: the edge
 * already reads no canary from such a file, and the deploy writes it whole again).
 * @param {string} deployDir
 * @param {string} name
 * @param {(now: AreaState | undefined) => AreaState} change
 * @param {{ mendsBroken?: boolean }} [options]
 * @returns {AreaState}
 */
export function changeArea(deployDir, name, change, { mendsBroken = false } = {}) {
  const file = areaFile(deployDir, name);
  mkdirSync(join(deployDir, 'areas'), { recursive: true, mode: 0o755 });
  const unlock = lockArea(deployDir, name);
  try {
    /** @type {AreaState | undefined} */
    let now;
    try {
      now = readAreaState(deployDir, name);
    } catch (error) {
      if (!mendsBroken) throw error;
    }
    const next = change(now);
    writeWhole(file, areaFileText(next));
    return next;
  } finally {
    try {
      unlock();
    } catch (error) {
      // The change is made or refused as said; the lock goes stale by itself.
      console.warn(`${name}: its lock could not be released (${String(error)})`);
    }
  }
}

/**
 * A location as an area's file holds one, and for a release of the site the one its name says, under /releases/
 * (never another's manifest under that name).
 * @param {string} deployDir
 * @param {string} name
 * @param {Location} location
 */
function checkSiteManifest(deployDir, name, location) {
  // What is wrong with it by the file's schema first.
  areaFileText({ stable: location });
  const served = publishedRelease(deployDir, name, location.release).location.manifest;
  if (location.manifest.startsWith('/releases/') && location.manifest !== served)
    throw new Error(`--manifest: release ${location.release} of ${name} is served at ${served}`);
}

/** @param {string} name @param {NonNullable<AreaState['canary']>} canary */
const canaryRunning = (name, canary) =>
  new Error(
    `${name} has a canary running (release ${canary.release}, ${canary.share} %): --promote or --abort it first`,
  );

/**
 * Points area `name` at `location` for every visitor (a deploy, or a rollback): its stable release, the one it
 * replaces kept as the rollback target. Refused while a canary runs. `publish` is run once the change holds,
 * before it is written (the release's build published: a refused deploy publishes nothing).
 * @param {string} deployDir
 * @param {string} name
 * @param {Location} location
 * @param {{ publish?: () => void }} [options]
 */
export function pointArea(deployDir, name, location, { publish = () => {} } = {}) {
  checkSiteManifest(deployDir, name, location);
  return changeArea(
    deployDir,
    name,
    (now) => {
      if (now?.canary) throw canaryRunning(name, now.canary);
      publish();
      const previous = now && now.stable.release !== location.release ? now.stable : now?.previous;
      return { stable: location, ...(previous ? { previous } : {}) };
    },
    { mendsBroken: true },
  );
}

/**
 * Puts release `location` of area `name` before `share` per cent of page loads, beside its stable release; the
 * same canary again changes its share. Refused without a stable release, for the stable release itself, and while
 * another canary runs. `publish` as pointArea's.
 * @param {string} deployDir
 * @param {string} name
 * @param {Location} location
 * @param {number} share
 * @param {{ now?: Date; publish?: () => void }} [options]
 */
export function startCanary(deployDir, name, location, share, { now = new Date(), publish = () => {} } = {}) {
  checkSiteManifest(deployDir, name, location);
  return changeArea(deployDir, name, (state) => {
    if (!state) throw new Error(`${name} has no stable release to put a canary beside: deploy one first`);
    if (state.stable.release === location.release)
      throw new Error(`release ${location.release} is ${name}'s stable release already`);
    if (state.canary && state.canary.release !== location.release) throw canaryRunning(name, state.canary);
    publish();
    return { ...state, canary: { ...location, share, since: state.canary?.since ?? now.toISOString() } };
  });
}

/**
 * Ends area `name`'s canary: `promote` makes it the stable release (the stable one kept as the rollback target);
 * else it is withdrawn, and its release stays published like any other. Refused without a canary, and, given
 * `judged` (the canary rule's withdrawal), unless the file still holds that canary: a promotion or a new canary
 * made meanwhile is never undone.
 * @param {string} deployDir
 * @param {string} name
 * @param {'promote' | 'abort'} how
 * @param {{ judged?: { release: string; since: string } }} [options]
 */
export function endCanary(deployDir, name, how, { judged } = {}) {
  return changeArea(deployDir, name, (state) => {
    if (!state?.canary) throw new Error(`${name} has no canary running`);
    if (judged && (state.canary.release !== judged.release || state.canary.since !== judged.since))
      throw new Error(`${name}'s canary is no longer release ${judged.release} since ${judged.since}: left as it is`);
    const { release, manifest } = state.canary;
    if (how === 'promote') return { stable: { release, manifest }, previous: state.stable };
    return { stable: state.stable, ...(state.previous ? { previous: state.previous } : {}) };
  });
}

/**
 * Copies build folder `dist` of area `name` as its release `release` on the edge (deployDir/releases/<name>/<release>/,
 * served under /releases/), without pointing the area at it. A release is copied whole beside its place and
 * renamed into it, so no request sees half of it, and never replaced: a new build is a new release. `link` links
 * the build instead (a local site, where a rebuild shows on the next request).
 * @param {string} deployDir
 * @param {string} name
 * @param {string} dist
 * @param {string} release
 * @returns {Location}
 */
export function storeRelease(deployDir, name, dist, release, { link = false } = {}) {
  const { place, location } = publishedRelease(deployDir, name, release);
  mkdirSync(join(place, '..'), { recursive: true, mode: 0o755 });
  if (link) {
    rmSync(place, { force: true });
    symlinkSync(resolve(dist), place, 'dir');
  } else {
    if (existsSync(place)) throw new Error(`${place} exists: a release is never replaced, publish a new one`);
    const next = `${place}.${process.pid}.new`;
    cpSync(dist, next, { recursive: true });
    renameSync(next, place);
  }
  return location;
}

/**
 * Publishes build folder `dist` of area `name` as its release `release` on the edge (storeRelease) and points the
 * area at it (pointArea), in one change.
 * @param {string} deployDir
 * @param {string} name
 * @param {string} dist
 * @param {string} release
 */
export function publishRelease(deployDir, name, dist, release, { link = false } = {}) {
  pointArea(deployDir, name, publishedRelease(deployDir, name, release).location, {
    publish: () => storeRelease(deployDir, name, dist, release, { link }),
  });
}
