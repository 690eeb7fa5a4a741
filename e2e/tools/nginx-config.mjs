#!/usr/bin/env node
// Renders the nginx templates of the repository (<app>/deploy/nginx.conf and
// shared-ui/deploy/nginx/*.conf) with real origins, roots and ports. nginx is
// optional: in front of the shell's edge server (shell/edge) it terminates
// TLS and passes everything through; the remotes' sites are static.
//
// Local (the e2e suite, pnpm bench): the shell's front and three remotes on
// loopback, served from each app's dist, plus a main nginx.conf that runs
// without root; an edge must listen at --edge.
//   node e2e/tools/nginx-config.mjs --out /tmp/site-nginx [--port 4400] [--edge http://127.0.0.1:4408]
//   nginx -p /tmp/site-nginx -c /tmp/site-nginx/nginx.conf -e /tmp/site-nginx/error.log -g 'daemon off;'
//
// Production: one server block per site, to include from the host's nginx.conf.
//   node e2e/tools/nginx-config.mjs --out /etc/nginx/kestrel --edge http://127.0.0.1:8080 \
//     --shell https://www.example.com --remote-services https://services.example.com \
//     --remote-products https://products.example.com --remote-company https://company.example.com \
//     --root /srv/kestrel --deploy-dir /srv/kestrel/deploy [--contact https://api.example.com] [--brotli | --no-brotli]
// (--deploy-dir: where the first run writes each area's location and contact-config.json for the edge.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  cacheControl,
  commonSecurityHeaders,
  compression,
  remoteCsp,
  resourcePolicy,
} from '../../shared-ui/deploy/headers.mjs';
import { readFrames } from '../../shared-ui/deploy/compose.mjs';
import { areaFile, pointArea } from '../../shared-ui/deploy/area-locations.mjs';
/** @import { ChildProcess } from 'node:child_process' */

/**
 * A remote's server: its federation name, its app's folder name, its origin and the folder it serves.
 * @typedef {{ name: string; app: string; origin: string; root: string }} LocalRemote
 */

/**
 * What renderSites writes the configuration of.
 * @typedef {object} Site
 * @property {{ origin: string; edge: string }} shell The site's origin, and where its edge server listens.
 * @property {LocalRemote[]} remotes
 */

/**
 * A local site rendered by renderLocal.
 * @typedef {object} LocalSite
 * @property {string} conf
 * @property {string} deployDir The deploy folder for the edge behind it: its areas/ name this site's remotes.
 * @property {string} shellOrigin
 * @property {LocalRemote[]} remotes
 */

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const snippetSource = join(repo, 'shared-ui', 'deploy', 'nginx');

/**
 * Debian's brotli modules (libnginx-mod-http-brotli-static and -filter).
 * Where they are missing, the configuration is rendered without brotli and
 * nginx sends the gzip copies.
 */
const brotliModuleFiles = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
export function brotliModules() {
  const dir = [process.env.NGINX_MODULES, '/usr/lib/nginx/modules', '/usr/local/lib/nginx/modules'].find(
    (d) => d && brotliModuleFiles.every((f) => existsSync(join(d, f))),
  );
  return dir ? brotliModuleFiles.map((file) => join(dir, file)) : [];
}

/** The load_module lines a main nginx.conf of our own needs for a rendering with brotli (the host's loads them from modules-enabled). */
export const loadModuleLines = (brotli = true) =>
  (brotli ? brotliModules() : []).map((file) => `load_module ${file};\n`).join('');

/**
 * The values of shared-ui/deploy/nginx/*.conf, from the one definition of the headers.
 * @param {string} snippets
 * @param {boolean} brotli
 * @returns {Record<string, string>}
 */
function snippetValues(snippets, brotli) {
  // text/html is always compressed by nginx; naming it again is a warning.
  const types = compression.types.filter((type) => type !== 'text/html').join(' ');
  /** @param {string} value */
  const quote = (value) => {
    if (/["$\\]/.test(value)) throw new Error(`nginx: cannot quote ${value}`);
    return `"${value}"`;
  };
  return {
    snippets,
    common_security_headers: Object.entries(commonSecurityHeaders)
      .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
      .join('\n'),
    cache_revalidate: cacheControl.revalidate,
    cache_immutable: cacheControl.immutable,
    gzip_level: String(compression.gzipLevel),
    min_length: String(compression.minLength),
    compressible_types: types,
    brotli: brotli
      ? `brotli_static on;\nbrotli on;\nbrotli_comp_level ${compression.brotliLevel};\nbrotli_min_length ${compression.minLength};\nbrotli_types ${types};`
      : '# No brotli: its modules are not installed (apt-get install libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter).',
  };
}

/**
 * @param {string} template
 * @param {Record<string, string>} values
 */
const fill = (template, values) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, /** @type {string} */ key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx template: no value for {{${key}}}`);
    return value;
  });

/**
 * listen lines for an origin: loopback ports locally, TLS on 443 in production.
 * @param {string} origin
 */
function listenFor(origin) {
  const url = new URL(origin);
  if (url.protocol === 'http:') return `    listen ${url.hostname}:${url.port || 80};`;
  return [
    '    listen 443 ssl;',
    '    listen [::]:443 ssl;',
    `    ssl_certificate /etc/ssl/${url.hostname}/fullchain.pem;`,
    `    ssl_certificate_key /etc/ssl/${url.hostname}/privkey.pem;`,
  ].join('\n');
}

/**
 * Plain HTTP on port 80 only redirects to HTTPS (the HSTS header does the
 * rest). server_tokens is repeated here: the site snippets, which turn it off,
 * are not included in this block, and the redirect would name nginx's version.
 * @param {string} origin
 */
const httpsRedirect = (origin) => {
  const { hostname } = new URL(origin);
  return `\nserver {\n    listen 80;\n    listen [::]:80;\n    server_name ${hostname};\n    server_tokens off;\n    return 301 https://$host$request_uri;\n}\n`;
};

/**
 * Writes <out>/snippets/*.conf and <out>/sites/<name>.conf: the shell's
 * front (everything to its edge) and each remote's static site. A remote
 * whose name repeats (a redeploy target) gets its own server block.
 * brotli: whether the remotes' sites use Debian's brotli modules (the host's
 * nginx.conf loads them from modules-enabled); by default, whether this machine has them.
 * @param {string} out
 * @param {Site} site
 */
export function renderSites(out, site, { brotli = brotliModules().length > 0 } = {}) {
  const snippets = join(out, 'snippets');
  const sites = join(out, 'sites');
  mkdirSync(snippets, { recursive: true });
  mkdirSync(sites, { recursive: true });
  for (const file of readdirSync(snippetSource)) {
    writeFileSync(
      join(snippets, file),
      fill(readFileSync(join(snippetSource, file), 'utf8'), snippetValues(snippets, brotli)),
    );
  }
  /**
   * @param {string} app
   * @param {string} origin
   * @param {Record<string, string>} values
   */
  const block = (app, origin, values) => {
    const text = fill(readFileSync(join(repo, app, 'deploy', 'nginx.conf'), 'utf8'), {
      listen: listenFor(origin),
      server_name: new URL(origin).hostname,
      snippets,
      ...values,
    });
    return origin.startsWith('https:') ? text + httpsRedirect(origin) : text;
  };
  writeFileSync(
    join(sites, 'shell.conf'),
    block('shell', site.shell.origin, { edge: new URL(site.shell.edge).origin }),
  );
  site.remotes.forEach((remote, index) => {
    const file =
      site.remotes.findIndex((r) => r.name === remote.name) === index ? remote.app : `${remote.app}-${index}`;
    writeFileSync(
      join(sites, `${file}.conf`),
      block(remote.app, remote.origin, {
        root: remote.root,
        shell_origin: new URL(site.shell.origin).origin,
        csp: remoteCsp,
        resource_policy: resourcePolicy.remote,
      }),
    );
  });
  return { snippets, sites };
}

/**
 * The deploy-time files beside the shell: each area's location (unless it has one), contact-config.json.
 * @param {string} deployDir
 * @param {Record<string, string>} manifests Each area's federation name → its manifest URL.
 */
export function writeDeployFiles(deployDir, manifests, contactEndpoint = '') {
  mkdirSync(deployDir, { recursive: true });
  for (const [name, manifest] of Object.entries(manifests))
    if (!existsSync(areaFile(deployDir, name))) pointArea(deployDir, name, manifest);
  const contact = join(deployDir, 'contact-config.json');
  if (!existsSync(contact)) writeFileSync(contact, `${JSON.stringify({ endpoint: contactEndpoint })}\n`);
}

/**
 * A complete local site under <out>: the shell's front on 127.0.0.1:<port>,
 * passing everything to the edge at `edge` (port + 8 by default: start one
 * with e2e/tools/edge-process.mjs on deployDir), remotes on the next three
 * ports, built files from each app's dist (or dists[app]), plus extra remote
 * servers (e.g. a redeployed copy) on further ports.
 * @param {{
 *   out: string;
 *   port?: number;
 *   edge?: string;
 *   dists?: Record<string, string>;
 *   extraRemotes?: { name: string; root: string }[];
 *   brotli?: boolean;
 * }} options
 * @returns {LocalSite}
 */
export function renderLocal({
  out,
  port = 4400,
  edge = `http://127.0.0.1:${port + 8}`,
  dists = {},
  extraRemotes = [],
  brotli = brotliModules().length > 0,
}) {
  /** @param {number} p */
  const origin = (p) => `http://127.0.0.1:${p}`;
  const deployDir = join(out, 'deploy');
  const shellRoot = dists.shell ?? join(repo, 'shell', 'dist');
  const remoteApps = readFrames(shellRoot).remotes;
  const remotes = Object.entries(remoteApps).map(([name, app], index) => ({
    name,
    app,
    origin: origin(port + 1 + index),
    root: dists[app] ?? join(repo, app, 'dist'),
  }));
  const extra = extraRemotes.map((r, index) => {
    const app = remoteApps[r.name];
    if (!app) throw new Error(`${r.name}: no remote of that name in the shell's build`);
    return { ...r, app, origin: origin(port + 4 + index) };
  });
  // A local site's areas are where it serves them now.
  for (const remote of remotes) pointArea(deployDir, remote.name, `${remote.origin}/mf-manifest.json`);
  writeDeployFiles(deployDir, {});
  renderSites(out, { shell: { origin: origin(port), edge }, remotes: [...remotes, ...extra] }, { brotli });
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
${loadModuleLines(brotli)}${workerUser()}worker_processes 1;
pid ${join(out, 'nginx.pid')};
error_log ${join(out, 'error.log')} warn;
events { worker_connections 512; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; font/woff2 woff2; }'}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${join(out, 'sites')}/*.conf;
}
`,
  );
  return {
    conf: join(out, 'nginx.conf'),
    deployDir,
    shellOrigin: origin(port),
    remotes: [...remotes, ...extra].map(({ name, app, origin: o, root }) => ({ name, app, origin: o, root })),
  };
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

/** The options every rendering takes; --<remote app> <origin> are added from the shell's build. */
const cliOptions = /** @type {const} */ ({
  out: { type: 'string' },
  port: { type: 'string' },
  edge: { type: 'string' },
  shell: { type: 'string' },
  root: { type: 'string' },
  'deploy-dir': { type: 'string' },
  contact: { type: 'string' },
  brotli: { type: 'boolean' },
});

function cli() {
  // Strict: an unknown or malformed option stops the tool with its name,
  // before anything is written. The remotes' options follow from the shell's
  // build under --root, so --root is read first.
  const { root = '/srv/kestrel' } = parseArgs({ options: cliOptions, allowNegative: true, strict: false }).values;
  const shellRoot = join(String(root), 'shell');
  const apps = existsSync(join(shellRoot, 'frames', 'frames.json')) ? Object.values(readFrames(shellRoot).remotes) : [];
  const { values: args } = parseArgs({
    options: {
      ...cliOptions,
      ...Object.fromEntries(apps.map((app) => [app, { type: /** @type {const} */ ('string') }])),
    },
    allowNegative: true,
  });
  /** @type {Record<string, string | boolean | undefined>} */
  const given = args;
  const out = resolve(args.out ?? join(repo, '.nginx'));
  // brotli only where this machine's nginx has the modules, unless said (--brotli, --no-brotli).
  const brotli = args.brotli ?? brotliModules().length > 0;
  if (!args.shell) {
    const port = Number(args.port ?? 4400);
    const { conf, shellOrigin, deployDir } = renderLocal({ out, port, edge: args.edge, brotli });
    console.log(
      `Rendered ${conf}\nStart the edge: EDGE_DEPLOY_DIR=${deployDir} PORT=${port + 8} node shell/dist-edge/edge.mjs\nThen nginx: nginx -p ${out} -c ${conf} -e ${join(out, 'error.log')} -g 'daemon off;'\nThen open ${shellOrigin}/`,
    );
    return;
  }
  if (!args.edge) throw new Error("--edge <origin> (where the shell's edge server listens) is required with --shell");
  if (!apps.length) throw new Error(`${shellRoot}/frames/frames.json not found: --root must hold the shell's build`);
  // The remotes the shell's build knows (its frames.json, from the route table).
  const remotes = Object.entries(readFrames(shellRoot).remotes).map(([name, app]) => {
    const origin = given[app];
    if (typeof origin !== 'string' || !origin) throw new Error(`--${app} <origin> is required with --shell`);
    return { name, app, origin, root: join(String(root), app) };
  });
  const deployDir = args['deploy-dir'] ?? join(String(root), 'deploy');
  // First deploy: each area's location and contact-config.json from the origins given. Later
  // deploys replace them (an area moved, an endpoint set), so they are never overwritten here.
  writeDeployFiles(
    deployDir,
    Object.fromEntries(remotes.map((r) => [r.name, `${new URL(r.origin).origin}/mf-manifest.json`])),
    args.contact ?? '',
  );
  renderSites(out, { shell: { origin: args.shell, edge: args.edge }, remotes }, { brotli });
  console.log(
    `Rendered ${out}/sites/*.conf and ${out}/snippets/ (${brotli ? 'with' : 'without'} brotli); add "include ${out}/sites/*.conf;" to the http block.`,
  );
}

try {
  if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) cli();
} catch (error) {
  console.error(`nginx-config: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
