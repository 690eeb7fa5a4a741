#!/usr/bin/env node
// nginx on loopback, for the e2e suite, the figures and anyone trying the
// production front locally: the front rendered by shell/deploy/nginx-config.mjs
// on a loopback port, passing everything to an edge at --edge (port + 8 by
// default), a main nginx.conf that runs without root, and the edge's deploy
// folder with each area's build as its release in force.
//   node e2e/tools/local-nginx.mjs --out /tmp/site-nginx [--port 4400] [--edge http://127.0.0.1:4408]
//   nginx -p /tmp/site-nginx -c /tmp/site-nginx/nginx.conf -e /tmp/site-nginx/error.log -g 'daemon off;'
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readFrames } from '../../shell/deploy/shell-pages.mjs';
import { publishRelease } from '../../shared-ui/deploy/area-changes.mjs';
import { renderFront } from '../../shell/deploy/nginx-config.mjs';
/** @import { ChildProcess } from 'node:child_process' */

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * A local site rendered by renderLocal.
 * @typedef {object} LocalSite
 * @property {string} conf
 * @property {string} deployDir The deploy folder for the edge behind it: each area's build is its release in force.
 * @property {string} shellOrigin
 */

/**
 * A complete local front under <out>: nginx on 127.0.0.1:<port>, passing
 * everything to the edge at `edge`, or to each of several (port + 8 by default:
 * start one with shell/deploy/edge-process.mjs on deployDir).
 * @param {{ out: string; port?: number; edge?: string | string[] }} options
 * @returns {LocalSite}
 */
export function renderLocal({ out, port = 4400, edge = `http://127.0.0.1:${port + 8}` }) {
  const shellOrigin = `http://127.0.0.1:${port}`;
  const deployDir = join(out, 'deploy');
  for (const [name, app] of Object.entries(readFrames(join(repo, 'shell', 'dist')).remotes))
    publishRelease(deployDir, name, join(repo, app, 'dist'), 'local', { link: true });
  writeFileSync(join(deployDir, 'contact-config.json'), '{"endpoint":""}\n');
  mkdirSync(join(out, 'sites'), { recursive: true });
  writeFileSync(join(out, 'sites', 'kestrel.conf'), renderFront({ site: shellOrigin, edge }));
  const temp = join(out, 'temp');
  mkdirSync(temp, { recursive: true });
  const mimeTypes = [
    '/etc/nginx/mime.types',
    '/usr/local/etc/nginx/mime.types',
    '/opt/homebrew/etc/nginx/mime.types',
  ].find(existsSync);
  writeFileSync(
    join(out, 'nginx.conf'),
    `# Local/test main file: no root needed, everything under ${out}.
${workerUser()}worker_processes 1;
pid ${join(out, 'nginx.pid')};
error_log ${join(out, 'error.log')} warn;
events { worker_connections 512; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; }'}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${join(out, 'sites')}/*.conf;
}
`,
  );
  return { conf: join(out, 'nginx.conf'), deployDir, shellOrigin };
}

/**
 * Workers of a root master run as "nobody" unless told otherwise, and could
 * then neither read a private temporary folder nor write their temp files in
 * it: a local nginx started by root keeps its workers as the user who owns
 * the files, so no folder is opened to everyone.
 */
const workerUser = () => (process.getuid?.() === 0 ? 'user root;\n' : '');

/**
 * Path of the nginx binary, or undefined when nginx is not installed.
 * @returns {string | undefined}
 */
export function findNginx() {
  const candidates = [
    process.env.NGINX,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/bin/nginx',
    '/opt/homebrew/bin/nginx',
  ];
  const found = candidates.find((file) => file && existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

/**
 * Starts nginx in the foreground as a child process; resolves once the shell answers.
 * @param {string} conf
 * @param {string} shellOrigin
 * @returns {Promise<ChildProcess>}
 */
export async function startNginx(conf, shellOrigin) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const prefix = resolve(conf, '..');
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk.toString()));
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const status = await fetch(`${shellOrigin}/remotes.json`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return child;
    if (status) stderr = `HTTP ${status} for /remotes.json (can nginx's workers read ${prefix}?)`;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGQUIT');
  throw new Error(`nginx did not answer on ${shellOrigin}: ${stderr}`);
}

/**
 * Graceful stop, resolved when the master process has exited.
 * @param {ChildProcess | undefined} child
 * @returns {Promise<void>}
 */
export function stopNginx(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
function cli() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, port: { type: 'string' }, edge: { type: 'string' } },
  });
  const out = resolve(values.out ?? join(repo, '.nginx'));
  const port = Number(values.port ?? 4400);
  const { conf, shellOrigin, deployDir } = renderLocal({ out, port, edge: values.edge });
  console.log(
    `Rendered ${conf}\nStart the edge: EDGE_DEPLOY_DIR=${deployDir} PORT=${port + 8} node shell/dist-edge/edge.mjs\nThen nginx: nginx -p ${out} -c ${conf} -e ${join(out, 'error.log')} -g 'daemon off;'\nThen open ${shellOrigin}/`,
  );
}

try {
  if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) cli();
} catch (error) {
  console.error(`local-nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
