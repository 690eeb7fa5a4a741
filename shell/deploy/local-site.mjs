#!/usr/bin/env node
// The whole site on loopback, as it is deployed: the shell's edge server
// (shell/edge, its built program shell/dist-edge/edge.mjs) on one origin,
// serving the shell's files, each area's release under /releases/ and every
// page, composed at request time from the shell's frame and the fragments of
// the area that owns it, wherever that area's location file
// (areas/<name>.json) says its release is now. The deploy-time files (the
// areas' locations, their releases, contact-config.json) are in a deploy
// directory, so tests and people can repoint an area without a rebuild
// (shared-ui/deploy/area-locations.mjs): the next request composes from the
// new release.
//
//   node shell/deploy/local-site.mjs [--port 4000] [--deploy-dir .serve] [--extra-origin http://127.0.0.1:5000,...]
//
// Each area's release in force is its build: releases/<name>/local is a link
// to <app>/dist, so a rebuild shows on the next request. --extra-origin adds
// origins to the CSP beyond those of areas deployed on other origins. The
// site takes four ports from --port (or PORT), 4000 by default: the edge on
// it, then the company area's enquiry service (passed on at /api/enquiries by
// the edge), its local mail sink (SMTP), which keeps each enquiry as an .eml
// file in <deploy-dir>/mail, and the field reports' collector (passed on at
// /api/field/), whose database is <deploy-dir>/field/field.db; and the canary
// watch, which withdraws an area's canary doing worse.
import { existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readFrames } from './shell-pages.mjs';
import { publishRelease, storeRelease } from '../../shared-ui/deploy/area-changes.mjs';
import { readAreaState } from '../../shared-ui/deploy/area-locations.mjs';
import { startEdge } from './edge-process.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: { port: { type: 'string' }, 'deploy-dir': { type: 'string' }, 'extra-origin': { type: 'string' } },
});
const host = '127.0.0.1';
const basePort = Number(args.port ?? process.env.PORT ?? 4000);
const deployDir = resolve(root, args['deploy-dir'] ?? '.serve');

const shellOrigin = `http://${host}:${basePort}`;
const enquiries = { port: basePort + 1, sinkPort: basePort + 2 };
const collectorPort = basePort + 3;
const extraOrigins = args['extra-origin']
  ? args['extra-origin'].split(',').map((origin) => new URL(origin).origin)
  : [];

// Each area the shell's build knows (its frames.json, from the route table): its build as the
// release in force, and its location file as its deploy writes it (areas/<name>.json).
// An area with a canary (left by an earlier run, `point-area.mjs --canary`) keeps it, its build linked again.
for (const [name, app] of Object.entries(readFrames(join(root, 'shell', 'dist')).remotes)) {
  let canary;
  try {
    canary = readAreaState(deployDir, name)?.canary;
  } catch {
    // A file that does not hold: written whole again below.
  }
  if (canary) {
    storeRelease(deployDir, name, join(root, app, 'dist'), 'local', { link: true });
    console.log(
      `${name}: its canary ${canary.release} on ${canary.share} % of page loads runs on (point-area.mjs --status)`,
    );
  } else publishRelease(deployDir, name, join(root, app, 'dist'), 'local', { link: true });
}
const contactFile = join(deployDir, 'contact-config.json');
if (!existsSync(contactFile))
  writeFileSync(contactFile, `${JSON.stringify({ endpoint: process.env.CONTACT_ENDPOINT ?? '' })}\n`);

/**
 * @param {string} why
 * @returns {never}
 */
function fail(why) {
  console.error(
    `Cannot serve the site: ${why}. Stop what uses it, or choose other ports with --port N or PORT=N (the site takes N to N+3).`,
  );
  process.exit(1);
}

// The enquiry service with its mail sink (remote-company/server/local.ts), ended with this process.
const service = spawn(process.execPath, ['--import', 'tsx', 'server/local.ts'], {
  cwd: join(root, 'remote-company'),
  // The IPC channel closes when this process dies, however it dies: the service then stops too.
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    ENQUIRIES_ALLOWED_ORIGIN: shellOrigin,
    ...process.env,
    ENQUIRIES_PORT: String(enquiries.port),
    ENQUIRIES_SINK_PORT: String(enquiries.sinkPort),
    ENQUIRIES_OUTBOX: join(deployDir, 'outbox'),
    ENQUIRIES_MAIL_DIR: join(deployDir, 'mail'),
  },
});
// The field reports' collector (field/collector), behind the edge's /api/field/, its database in the deploy folder.
const fieldDb = process.env.FIELD_DB ?? join(deployDir, 'field', 'field.db');
const collector = spawn(process.execPath, ['--import', 'tsx', 'collector/main.ts'], {
  cwd: join(root, 'field'),
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    SITE_URL: shellOrigin,
    FIELD_LOG_LEVEL: 'warn',
    ...process.env,
    FIELD_PORT: String(collectorPort),
    FIELD_DEPLOY_DIR: deployDir,
    FIELD_SHELL_DIST: join(root, 'shell', 'dist'),
    FIELD_DB: fieldDb,
  },
});
// The canary watch (field/canary), as production runs one per site: withdraws a canary doing worse
// (CANARY_CHECK_SECONDS and CANARY_MIN_LOADS pass through, for a test's small thresholds).
const canaryWatch = spawn(process.execPath, ['--import', 'tsx', 'canary/main.ts'], {
  cwd: join(root, 'field'),
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: { CANARY_LOG_LEVEL: 'warn', ...process.env, CANARY_DEPLOY_DIR: deployDir, FIELD_DB: fieldDb },
});
/** @type {import('node:child_process').ChildProcess[]} */
const children = [service, collector, canaryWatch];
process.on('exit', () => children.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

// The shell's edge: the program production runs, built by pnpm build (shell/dist-edge).
const edge = await startEdge({
  port: basePort,
  deployDir,
  env: {
    // The site's origin is this one: its pages link its releases here (and its canonical links).
    SITE_URL: process.env.SITE_URL ?? shellOrigin,
    EDGE_API_UPSTREAM: `http://${host}:${enquiries.port}`,
    EDGE_FIELD_UPSTREAM: `http://${host}:${collectorPort}`,
    EDGE_EXTRA_ORIGINS: extraOrigins.join(','),
    EDGE_LOG_LEVEL: process.env.EDGE_LOG_LEVEL ?? 'warn',
  },
}).catch((/** @type {Error} */ error) =>
  fail(/already in use/.test(error.message) ? `port ${basePort} (the edge) is already in use` : error.message),
);
children.push(edge.process);
edge.process.stderr?.pipe(process.stderr);
// Each service is ready once it answers /health, however long that takes on a busy machine (its
// endpoint is a 502 until then); one that exits (its port taken) stops the site, as a taken port of the edge does.
for (const [child, port, why] of /** @type {const} */ ([
  [service, enquiries.port, `the enquiry service stopped (is port ${enquiries.port} or ${enquiries.sinkPort} in use?)`],
  [collector, collectorPort, `the field reports' collector stopped (is port ${collectorPort} in use?)`],
])) {
  while (
    !(await fetch(`http://${host}:${port}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) fail(why);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}
console.log(
  `site (edge)      ${shellOrigin}\nenquiries        http://${host}:${enquiries.port}, behind ${shellOrigin}/api/ (mail: ${join(deployDir, 'mail')})\nfield reports    http://${host}:${collectorPort}, behind ${shellOrigin}/api/field/ (pnpm field-report)\n\nThe site is ready at ${shellOrigin}/  (Ctrl+C to stop)`,
);
