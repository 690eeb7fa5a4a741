#!/usr/bin/env node
// Which main-thread tasks make a page's Total Blocking Time, as Lighthouse
// computes it. Run after `pnpm build`:
//
//   node e2e/tools/tbt-tasks.mjs [route] [runs]     e.g.  node e2e/tools/tbt-tasks.mjs /contact 3
//
// Lighthouse's mobile TBT is simulated (Lantern): every main-thread task of
// the recorded load is replayed four times slower in a model of a slow
// phone, and each that then ends after the simulated first contentful paint
// counts for its time over 50 ms. A task of 13 ms as recorded therefore
// already counts. For each run this prints the simulated TBT and FCP, and
// every task that counts: simulated start and duration, its blocking time,
// when and how long it ran in the recorded load, and what it spent that time
// on (trace events, scripts by file name). `pnpm bench` gives the figures;
// this says where they come from.
//
// The site is served as `pnpm bench` serves it: the repository's nginx
// configuration (or e2e/tools/serve.mjs without nginx), on 127.0.0.1:4800-4803.
// It reads Lighthouse's own Lantern modules, so it follows the version
// pinned in e2e/package.json.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, renderLocal, startNginx, stopNginx } from './nginx-config.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const route = process.argv[2] ?? '/contact';
const runs = Math.max(1, Number(process.argv[3] ?? 3));
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseDir = dirname(createRequire(join(root, 'e2e', 'package.json')).resolve('lighthouse/package.json'));
const lighthouseModule = (path) => import(join(lighthouseDir, path));

const { loadArtifacts } = await lighthouseModule('core/lib/asset-saver.js');
const { LanternTotalBlockingTime } = await lighthouseModule('core/computed/metrics/lantern-total-blocking-time.js');
const { LanternFirstContentfulPaint } = await lighthouseModule('core/computed/metrics/lantern-first-contentful-paint.js');
const { defaultSettings } = await lighthouseModule('core/config/constants.js');

const work = mkdtempSync(join(tmpdir(), 'tbt-tasks-'));
// nginx workers of a root master run as another user: they must read the configuration here.
chmodSync(work, 0o755);
const stops = [() => rmSync(work, { recursive: true, force: true })];
let origin = 'http://127.0.0.1:4800';
try {
  if (findNginx()) {
    const site = renderLocal({ out: join(work, 'nginx'), port: 4800 });
    const child = await startNginx(site.conf, site.shellOrigin);
    stops.unshift(() => stopNginx(child));
    origin = site.shellOrigin;
  } else {
    const child = spawn('node', ['e2e/tools/serve.mjs', '--port', '4800', '--deploy-dir', join(work, 'deploy')], { cwd: root, stdio: 'ignore' });
    stops.unshift(() => child.kill());
    await new Promise((ready) => setTimeout(ready, 800));
  }

  for (let run = 1; run <= runs; run += 1) {
    const artifactsDir = join(work, `run-${run}`);
    const lighthouse = spawnSync(
      join(root, 'e2e', 'node_modules', '.bin', 'lighthouse'),
      [`${origin}${route}`, '--quiet', `-G=${artifactsDir}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (lighthouse.status !== 0) {
      console.log(`run ${run}: Lighthouse failed (it now and then records no trace); skipped`);
      continue;
    }
    const artifacts = await loadArtifacts(artifactsDir);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: { ...defaultSettings, throttlingMethod: 'simulate' },
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const context = { computedCache: new Map() };
    const tbt = await LanternTotalBlockingTime.request(data, context);
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const navigation = artifacts.Trace.traceEvents.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin),
    );
    console.log(`\nrun ${run}: TBT ${Math.round(tbt.timing)} ms, FCP ${Math.round(fcp.timing)} ms (simulated)`);
    // Lighthouse's TBT is the mean of an optimistic and a pessimistic simulation; the optimistic one is shown.
    const fcpTime = fcp.pessimisticEstimate.timeInMs;
    const rows = [...tbt.optimisticEstimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === 'cpu' && timing.endTime - Math.max(timing.startTime, fcpTime) > 50)
      .sort(([, a], [, b]) => a.startTime - b.startTime);
    if (!rows.length) console.log('  no task counts');
    for (const [node, timing] of rows) {
      const blocking = timing.endTime - Math.max(timing.startTime, fcpTime) - 50;
      const spent = {};
      for (const child of node.childEvents) {
        if (!(child.dur >= 500)) continue; // complete events of 0.5 ms or more
        const file = child.args?.data?.url?.split('/').pop();
        const key = file ? `${child.name} ${file}` : child.name;
        spent[key] = (spent[key] ?? 0) + child.dur / 1000;
      }
      const top = Object.entries(spent)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 4)
        .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
        .join(', ');
      const recorded = `${Math.round((node.event.ts - navigation.ts) / 1000)} ms +${(node.event.dur / 1000).toFixed(1)}`;
      console.log(
        `  ${String(Math.round(timing.startTime)).padStart(5)} +${String(Math.round(timing.duration)).padStart(3)} ms  blocks ${String(Math.round(blocking)).padStart(3)} ms | recorded at ${recorded} ms | ${top}`,
      );
    }
  }
} finally {
  for (const stop of stops) await stop();
}
