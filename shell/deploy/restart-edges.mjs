#!/usr/bin/env node
// Restarts the edges behind nginx one at a time, losing no request: each is
// taken out of nginx's front (the front rendered without it, nginx reloaded,
// its old workers gone once they have finished what they were passing on),
// restarted (SIGTERM: it finishes what it holds, then exits; then started
// again), awaited until ready (GET /_edge/ready: the shell loaded, and every
// area's routes had, or a time passed), and put back before the next one.
//   node shell/deploy/restart-edges.mjs --site https://www.example.com --out /etc/nginx/kestrel \
//     --edge http://127.0.0.1:8080 --edge http://127.0.0.1:8081 --nginx-pid /run/nginx.pid \
//     --restart 'systemctl restart kestrel-edge@{port}'
import { execFileSync, execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderFront } from './nginx-config.mjs';

const pause = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** nginx's worker processes now (the master's children). @param {number} master */
const workersOf = (master) => {
  try {
    return execFileSync('pgrep', ['-P', String(master)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};

/** How long nginx's old workers may take to finish what they pass on (a long download holds one). */
const reloadTimeoutMs = 60_000;

/**
 * Renders the front for `edges` and reloads nginx; resolves once the workers that ran before have exited, so that
 * no request can reach an edge left out any more. nginx keeps its old workers when it cannot load the new front
 * (check it with nginx -t first): past reloadTimeoutMs, the restart stops, naming them.
 * @param {{ site: string; out: string; nginxPid: number }} front
 * @param {string[]} edges
 */
async function serveThrough({ site, out, nginxPid }, edges) {
  writeFileSync(join(out, 'kestrel.conf'), renderFront({ site, edge: edges }), { mode: 0o644 });
  const before = workersOf(nginxPid);
  process.kill(nginxPid, 'SIGHUP');
  const until = Date.now() + reloadTimeoutMs;
  for (let left = before; left.length; left = before.filter((pid) => workersOf(nginxPid).includes(pid))) {
    if (Date.now() > until)
      throw new Error(
        `nginx's workers ${left.join(', ')} still run ${reloadTimeoutMs} ms after its reload: see its error log`,
      );
    await pause(50);
  }
}

/**
 * Resolves once the edge at `origin` is ready (its readiness 200) and has every area's routes, or, past
 * `timeoutMs`, ready without some: those areas' pages answer their notice from this edge until they answer (one
 * area down never stops the restart), as it says. Rejects when the edge is not ready in that time.
 * @param {string} origin
 * @param {number} timeoutMs
 * @param {(line: string) => void} log
 */
async function ready(origin, timeoutMs, log) {
  const until = Date.now() + timeoutMs;
  let said = '';
  /** @type {string[] | undefined} */
  let without;
  while (Date.now() < until) {
    const answer = await fetch(new URL('/_edge/ready', origin), { signal: AbortSignal.timeout(5000) }).catch(
      (/** @type {Error} */ error) => error,
    );
    if (answer instanceof Response && answer.ok) {
      /** @type {unknown} */
      const body = await answer.json();
      without = /** @type {{ withoutRoutes: string[] }} */ (body).withoutRoutes;
      if (without.length === 0) return;
    } else said = answer instanceof Response ? `${answer.status} ${await answer.text()}` : answer.message;
    await pause(200);
  }
  if (!without) throw new Error(`${origin} not ready in ${timeoutMs} ms: ${said}`);
  log(`${origin}: ready without the routes of ${without.join(', ')} (their pages answer the notice until they answer)`);
}

/**
 * The rolling restart: every edge of `edges` in turn, with `restart(edge)` stopping it (SIGTERM) and starting it
 * again. An edge that is not ready within `readyTimeoutMs` stops the restart, left out of the front; one ready
 * without an area's routes by then goes back, said in the log.
 * @param {{ site: string; out: string; nginxPid: number; edges: string[]; restart: (edge: string) => Promise<void>;
 *   readyTimeoutMs?: number; log?: (line: string) => void }} options
 */
export async function restartEdges({ edges, restart, readyTimeoutMs = 30_000, log = console.log, ...front }) {
  if (edges.length < 2) throw new Error('a rolling restart needs two edges or more: one serves while another restarts');
  for (const edge of edges) {
    await serveThrough(
      front,
      edges.filter((other) => other !== edge),
    );
    log(`${edge}: out of nginx's front; restarting`);
    await restart(edge);
    await ready(edge, readyTimeoutMs, log);
    await serveThrough(front, edges);
    log(`${edge}: ready, back in nginx's front`);
  }
}

function cli() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      out: { type: 'string' },
      edge: { type: 'string', multiple: true },
      'nginx-pid': { type: 'string' },
      restart: { type: 'string' },
    },
  });
  const { site, out, edge: edges = [], restart } = values;
  if (!site || !out || !values['nginx-pid'] || !restart || edges.length < 2)
    throw new Error(
      'usage: restart-edges.mjs --site <origin> --out <folder of kestrel.conf> --edge <origin> --edge <origin> [--edge …] --nginx-pid <file> --restart <command, {port} the edge’s port>',
    );
  const nginxPid = Number(readFileSync(values['nginx-pid'], 'utf8').trim());
  return restartEdges({
    site,
    out: resolve(out),
    nginxPid,
    edges,
    restart: (edge) => {
      execSync(restart.replaceAll('{port}', new URL(edge).port), { stdio: 'inherit' });
      return Promise.resolve();
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  cli().catch((/** @type {Error} */ error) => {
    console.error(`restart-edges: ${error.message}`);
    process.exit(1);
  });
