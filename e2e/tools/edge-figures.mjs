#!/usr/bin/env node
// The edge against the servers of a base commit (its Node server and its
// nginx, which composed with SSI), on one composed page, in one interleaved
// run (each round asks every server in turn):
// - latency of 1,000 sequential keep-alive requests (median, p99), warm;
// - the same with the edge keeping nothing (EDGE_CACHE_MB=0: every page asks
//   the releases, as the base servers always do);
// - the same with every remote 50 ms away (a delaying proxy in front of each;
//   for the edge, its releases moved to another origin behind that proxy);
// - requests per second under 50 connections (autocannon, 10 s), warm.
// Every server serves its own build (the base is checked out, installed and
// built in a temporary folder: a few minutes); the remotes' files are the same.
//
//   pnpm build && node e2e/tools/edge-figures.mjs [--base 42fc99b] [--path /fr/vulnyzer-platform] [--port 6300]
//
// Uses ports --port to --port + 60 on 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { pointArea } from '../../shared-ui/deploy/area-changes.mjs';
import { pnpm, repoRoot } from './checkout-copy.mjs';
/** @import { ChildProcess } from 'node:child_process' */
/** @import { Server } from 'node:http' */
/**
 * The base commit's nginx tools (nginx composed then, from remotes.json and a generated include).
 * @typedef {object} BaseNginx
 * @property {(options: { out: string; port: number }) => { conf: string; shellOrigin: string; deployDir: string }} renderLocal
 * @property {(conf: string, shellOrigin: string) => Promise<ChildProcess>} startNginx
 * @property {(deployDir: string, remotesJson: Record<string, string>) => void} writeRemotesJson
 * @property {(out: string) => void} repointRemotes
 */

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    path: { type: 'string' },
    port: { type: 'string' },
    requests: { type: 'string' },
    rounds: { type: 'string' },
  },
});
const base = args.base ?? '42fc99b';
const path = args.path ?? '/fr/vulnyzer-platform';
const port = Number(args.port ?? 6300);
const requests = Number(args.requests ?? 1000);
const rounds = Number(args.rounds ?? 5);
const names = ['remote_services', 'remote_products', 'remote_company'];
const work = mkdtempSync(join(tmpdir(), 'edge-figures-'));
// nginx's workers (nobody, under a root master) read the configuration and the base's builds here.
chmodSync(work, 0o755);

/** @type {ChildProcess[]} */
const children = [];
/** @type {Server[]} */
const proxies = [];
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const proxy of proxies) proxy.close();
};
process.on('exit', cleanUp);

/** Waits until `url` answers 200. @param {string} url */
async function ready(url) {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

/**
 * A checkout's local server (shell/deploy/local-site.mjs now, e2e/tools/serve.mjs before) on `at`, its deploy folder in the work folder.
 * @param {string} checkout
 * @param {number} at
 * @param {Record<string, string>} [env]
 */
async function localServer(checkout, at, env = {}) {
  const deployDir = join(work, `deploy-${at}`);
  const child = spawn(
    'node',
    [
      [join(checkout, 'shell', 'deploy', 'local-site.mjs'), join(checkout, 'e2e', 'tools', 'serve.mjs')].find((f) =>
        existsSync(f),
      ) ?? '',
      '--port',
      String(at),
      '--deploy-dir',
      deployDir,
    ],
    {
      stdio: 'ignore',
      env: { ...process.env, ...env },
    },
  );
  children.push(child);
  await ready(`http://127.0.0.1:${at}${path}`);
  return { origin: `http://127.0.0.1:${at}`, deployDir };
}

/** A proxy that answers as `target` does, 50 ms later. @param {string} target @param {number} at */
async function delayed(target, at) {
  const agent = new Agent({ keepAlive: true });
  const proxy = createServer((req, res) => {
    setTimeout(() => {
      const upstream = httpRequest(
        `${target}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    }, 50);
  });
  await new Promise((done) => proxy.listen(at, '127.0.0.1', () => done(undefined)));
  proxies.push(proxy);
  return `http://127.0.0.1:${at}`;
}

// The base: checked out, installed from the store, built.
const baseDir = join(work, 'base');
console.error(`checking out and building ${base} in ${baseDir}…`);
execFileSync('git', ['-C', repoRoot, 'worktree', 'add', '--detach', baseDir, base], { stdio: 'ignore' });
try {
  pnpm(baseDir, ['install', '--frozen-lockfile', '--prefer-offline']);
  pnpm(baseDir, ['build']);

  /** @type {{ name: string; origin: string; repoint: (manifests: Record<string, string>) => void | Promise<void>; remotes: string[] }[]} */
  const servers = [];
  // Where each server's remotes are: the base's on their own ports, the edge's releases under its /releases/.
  const remotesOf = (/** @type {number} */ at) => names.map((_, i) => `http://127.0.0.1:${at + 1 + i}`);
  const releasesOf = (/** @type {number} */ at) => names.map((name) => `http://127.0.0.1:${at}/releases/${name}/local`);

  const edge = await localServer(repoRoot, port);
  servers.push({
    name: 'edge',
    origin: edge.origin,
    remotes: releasesOf(port),
    repoint: (manifests) =>
      Object.entries(manifests).forEach(([name, url]) =>
        pointArea(edge.deployDir, name, { release: 'delayed', manifest: url }),
      ),
  });
  const cold = await localServer(repoRoot, port + 10, { EDGE_CACHE_MB: '0' });
  servers.push({
    name: 'edge, keeping nothing',
    origin: cold.origin,
    remotes: releasesOf(port + 10),
    repoint: (manifests) =>
      Object.entries(manifests).forEach(([name, url]) =>
        pointArea(cold.deployDir, name, { release: 'delayed', manifest: url }),
      ),
  });
  /** @type {unknown} */
  const baseModule = await import(pathToFileURL(join(baseDir, 'e2e', 'tools', 'nginx-config.mjs')).href);
  const baseNginx = /** @type {BaseNginx} */ (baseModule);
  const node = await localServer(baseDir, port + 20);
  servers.push({
    name: `node server (${base})`,
    origin: node.origin,
    remotes: remotesOf(port + 20),
    repoint: (manifests) => baseNginx.writeRemotesJson(node.deployDir, manifests),
  });
  const nginxOut = join(work, 'nginx');
  const site = baseNginx.renderLocal({ out: nginxOut, port: port + 30 });
  children.push(await baseNginx.startNginx(site.conf, site.shellOrigin));
  await ready(`${site.shellOrigin}${path}`);
  servers.push({
    name: `nginx (${base})`,
    origin: site.shellOrigin,
    remotes: remotesOf(port + 30),
    repoint: async (manifests) => {
      baseNginx.writeRemotesJson(site.deployDir, manifests);
      baseNginx.repointRemotes(nginxOut);
      execFileSync('nginx', ['-p', nginxOut, '-c', site.conf, '-s', 'reload']);
      await new Promise((r) => setTimeout(r, 1000));
    },
  });

  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  /** One request over the kept-alive connection, the whole body read: its time in ms. @param {string} url */
  const timed = (url) =>
    /** @type {Promise<number>} */ (
      new Promise((done, failed) => {
        const started = performance.now();
        httpRequest(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          if (res.statusCode !== 200) failed(new Error(`${url}: ${res.statusCode}`));
          res.resume();
          res.on('end', () => done(performance.now() - started));
        })
          .on('error', failed)
          .end();
      })
    );
  /** @param {number[]} values @param {number} p */
  const percentile = (values, p) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

  /** Every server, `requests` each, in `rounds` interleaved rounds (A B C D, A B C D…). @param {string} label */
  async function latency(label) {
    /** @type {Map<string, number[]>} */
    const times = new Map(servers.map((s) => [s.name, []]));
    for (const server of servers) for (let i = 0; i < 20; i += 1) await timed(`${server.origin}${path}`);
    for (let round = 0; round < rounds; round += 1)
      for (const server of servers)
        for (let i = 0; i < requests / rounds; i += 1)
          times.get(server.name)?.push(await timed(`${server.origin}${path}`));
    console.log(
      `\n${label}: ${requests} sequential keep-alive requests of ${path} per server, ${rounds} interleaved rounds`,
    );
    for (const [name, values] of times)
      console.log(
        `  ${name.padEnd(24)} median ${percentile(values, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(2).padStart(7)} ms`,
      );
  }

  console.log(
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await latency('Remotes on loopback');
  console.log(`\nautocannon -c 50 -d 10 ${path}, Accept-Encoding: br, gzip`);
  for (const server of servers) {
    const result = await autocannon({
      url: `${server.origin}${path}`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    console.log(
      `  ${server.name.padEnd(24)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.timeouts}   non-2xx ${result.non2xx}`,
    );
  }
  // Every remote 50 ms away: each server's remotes behind delaying proxies.
  let proxyPort = port + 40;
  for (const server of servers) {
    /** @type {Record<string, string>} */
    const manifests = {};
    for (const [i, name] of names.entries())
      manifests[name] = `${await delayed(server.remotes[i] ?? '', proxyPort++)}/mf-manifest.json`;
    await server.repoint(manifests);
  }
  await latency('Remotes 50 ms away');
} finally {
  cleanUp();
  execFileSync('git', ['-C', repoRoot, 'worktree', 'remove', '--force', baseDir], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
