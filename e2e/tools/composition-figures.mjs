#!/usr/bin/env node
// Figures of request-time composition (after `pnpm build`), on both servers:
// - latency of a composed page against a static HTML file of the same
//   server software, N sequential requests over one keep-alive connection
//   (median and p99), with Accept-Encoding: br, gzip;
// - time from repointing the area at a new release to the first
//   response with its HTML (behind nginx too: nothing to reload).
//
//   node e2e/tools/composition-figures.mjs [--requests 1000] [--port 4700]
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { pointArea } from '../../shared-ui/deploy/area-locations.mjs';
import { startEdge } from '../../shell/deploy/edge-process.mjs';
import { findNginx, renderLocal, startNginx, stopNginx } from './local-nginx.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({ options: { requests: { type: 'string' }, port: { type: 'string' } } });
const requests = Number(args.requests ?? 1000);
const base = Number(args.port ?? 4700);
const work = mkdtempSync(join(tmpdir(), 'composition-figures-'));
// nginx workers of a root master run as another user: they must read what is here.
chmodSync(work, 0o755);
/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
/** @param {string} url */
async function latency(url) {
  /** @type {number[]} */
  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `median ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${requests} (${bytes} bytes decoded)`;
}

/** A new release of remote-products: its build with a changed h1 in one fragment, on a static host of its own. */
const marker = 'Vulnyzer, a new release';
const releaseDir = join(work, 'release');
cpSync(join(repo, 'remote-products', 'dist'), releaseDir, { recursive: true });
const fragment = join(releaseDir, 'fragments', 'en', 'vulnyzer-platform.json');
/** @type {unknown} */
const fragmentJson = JSON.parse(readFileSync(fragment, 'utf8'));
const parsed = /** @type {{ body: string }} */ (fragmentJson);
writeFileSync(fragment, JSON.stringify({ ...parsed, body: parsed.body.replace(/(<h1[^>]*>)[^<]*/, `$1${marker}`) }));
rmSync(`${fragment}.br`, { force: true });
rmSync(`${fragment}.gz`, { force: true });
const files = sirv(releaseDir, { dev: true, extensions: [] });
const releaseHost = createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  files(req, res, () => {
    res.writeHead(404).end();
  });
});
await /** @type {Promise<void>} */ (new Promise((ready) => releaseHost.listen(base + 90, '127.0.0.1', ready)));
const releaseManifest = `http://127.0.0.1:${base + 90}/mf-manifest.json`;

/**
 * ms from `repoint()` to the first response of the page with the new release's h1.
 * @param {string} pageUrl
 * @param {() => void | Promise<void>} repoint
 */
async function timeToNewHtml(pageUrl, repoint) {
  const started = performance.now();
  await repoint();
  let polls = 0;
  for (;;) {
    polls += 1;
    if ((await (await fetch(pageUrl)).text()).includes(marker))
      return `${(performance.now() - started).toFixed(0)} ms (${polls} request${polls > 1 ? 's' : ''})`;
    await sleep(5);
  }
}

/**
 * Points remote_products at `url`, as its deploy does.
 * @param {string} deployDir
 * @param {string} url
 */
const setRemote = (deployDir, url) => pointArea(deployDir, 'remote_products', url);

try {
  // The Node server.
  const deployDir = join(work, 'node-deploy');
  const node = spawn(
    'node',
    [join(repo, 'shell', 'deploy', 'local-site.mjs'), '--port', String(base), '--deploy-dir', deployDir],
    { stdio: 'ignore' },
  );
  try {
    for (
      let i = 0;
      i < 100 &&
      (await fetch(`http://127.0.0.1:${base}/remotes.json`).then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      i += 1
    )
      await sleep(100);
    console.log(
      `Node server, composed page /fr/vulnyzer-platform: ${await latency(`http://127.0.0.1:${base}/fr/vulnyzer-platform`)}`,
    );
    console.log(
      `Node server, static file (a fragment, remote's origin): ${await latency(`http://127.0.0.1:${base + 2}/fragments/fr/vulnyzer-platform.json`)}`,
    );
    console.log(
      `Node server, repointing to the first new HTML: ${await timeToNewHtml(`http://127.0.0.1:${base}/vulnyzer-platform`, () => setRemote(deployDir, releaseManifest))}`,
    );
  } finally {
    node.kill();
  }

  // nginx in front of an edge.
  if (findNginx()) {
    const dir = join(work, 'nginx');
    const site = renderLocal({ out: dir, port: base + 10 });
    const edge = await startEdge({ port: base + 18, deployDir: site.deployDir });
    const nginx = await startNginx(site.conf, site.shellOrigin);
    try {
      console.log(
        `nginx, composed page /fr/vulnyzer-platform: ${await latency(`${site.shellOrigin}/fr/vulnyzer-platform`)}`,
      );
      console.log(
        `nginx, static file (a fragment, remote's origin): ${await latency(`http://127.0.0.1:${base + 12}/fragments/fr/vulnyzer-platform.json`)}`,
      );
      console.log(
        `nginx, repointing to the first new HTML: ${await timeToNewHtml(`${site.shellOrigin}/vulnyzer-platform`, () => setRemote(site.deployDir, releaseManifest))}`,
      );
    } finally {
      await stopNginx(nginx);
      await edge.stop();
    }
  } else console.log('nginx is not installed: its figures are skipped.');
} finally {
  releaseHost.close();
  rmSync(work, { recursive: true, force: true });
}
