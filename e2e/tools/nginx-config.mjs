#!/usr/bin/env node
// Renders the nginx templates of the repository (<app>/deploy/nginx.conf and
// shared-ui/deploy/nginx/*.conf) with real origins, roots and ports.
//
// Local (the e2e suite, pnpm bench): the shell and three remotes on loopback,
// served from each app's dist, plus a main nginx.conf that runs without root.
//   node e2e/tools/nginx-config.mjs --out /tmp/site-nginx [--port 4400]
//   nginx -p /tmp/site-nginx -c /tmp/site-nginx/nginx.conf -e /tmp/site-nginx/error.log -g 'daemon off;'
//
// Production: one server block per site, to include from the host's nginx.conf.
// The remotes' places come from <deploy-dir>/remotes.json; after editing it
// (a remote redeployed elsewhere), rewrite what follows from it and reload:
//   node e2e/tools/nginx-config.mjs --out /etc/nginx/kestrel --repoint && nginx -s reload
//   node e2e/tools/nginx-config.mjs --out /etc/nginx/kestrel \
//     --shell https://www.example.com --remote-services https://services.example.com \
//     --remote-products https://products.example.com --remote-company https://company.example.com \
//     --root /srv/kestrel --deploy-dir /srv/kestrel/deploy [--contact https://api.example.com] \
//     [--extra-origin https://cdn.example.com] [--resolver 10.0.0.2] [--enquiries http://127.0.0.1:4004]
// (--resolver: the DNS servers nginx asks for the remotes' hosts; this machine's by default.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { baseVariable } from '../../shared-ui/deploy/fragments-contract.mjs';
import {
  cacheControl,
  commonSecurityHeaders,
  compression,
  remoteCsp,
  resourcePolicy,
} from '../../shared-ui/deploy/headers.mjs';
import { fragmentTimeoutMs, readFrames, remoteBases, retryAfterSeconds } from '../../shared-ui/deploy/compose.mjs';
import { writeSeoFiles } from '../../shell/deploy/seo-files.mjs';
import { shellPolicy } from '../../shell/deploy/shell-csp.mjs';
/** @import { ChildProcess } from 'node:child_process' */

/**
 * A remote's server: its federation name, its app's folder name, its origin and the folder it serves.
 * @typedef {{ name: string; app: string; origin: string; root: string }} LocalRemote
 */

/**
 * What renderSites writes the configuration of.
 * @typedef {object} Site
 * @property {{ origin: string; root: string; deployDir: string }} shell
 * @property {LocalRemote[]} remotes
 * @property {string[]} [extraOrigins]
 * @property {string} [contactOrigin]
 * @property {string} [enquiriesUpstream] Where the enquiry service listens (ENQUIRIES_PORT), proxied at /api/enquiries.
 * @property {string} [resolver]
 * @property {string} [siteUrl]
 */

/**
 * A local site rendered by renderLocal.
 * @typedef {object} LocalSite
 * @property {string} conf
 * @property {string} deployDir
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
 * @param {Record<string, string>} composition
 * @returns {Record<string, string>}
 */
function snippetValues(snippets, brotli, composition) {
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
    ...composition,
    fragment_timeout: `${fragmentTimeoutMs}ms`,
    brotli_static_off: brotli ? 'brotli_static off;' : '',
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
 * Writes <out>/snippets/*.conf and <out>/sites/<name>.conf.
 * A remote whose name repeats (a redeploy target) gets its own server block.
 * brotli: whether the directives of Debian's brotli modules are written (the host's nginx.conf
 * loads them from modules-enabled); by default, whether this machine has them.
 * @param {string} out
 * @param {Site} site
 */
export function renderSites(out, site, { brotli = brotliModules().length > 0 } = {}) {
  const snippets = join(out, 'snippets');
  const sites = join(out, 'sites');
  mkdirSync(snippets, { recursive: true });
  mkdirSync(sites, { recursive: true });
  const frames = readFrames(site.shell.root);
  const siteOrigin = new URL(site.siteUrl || process.env.SITE_URL || frames.defaultOrigin).origin;
  const composition = { rendered_origin: frames.renderedOrigin, site_origin: siteOrigin };
  for (const file of readdirSync(snippetSource)) {
    writeFileSync(
      join(snippets, file),
      fill(readFileSync(join(snippetSource, file), 'utf8'), snippetValues(snippets, brotli, composition)),
    );
  }
  const remotesInclude = join(out, 'shell-remotes.inc');
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
  // Each route's frame and, for a remote's route, the fragment its page needs.
  /**
   * @param {string} uri
   * @param {string} value
   */
  const mapLine = (uri, value) => `    ${JSON.stringify(uri)} ${JSON.stringify(value)};`;
  writeFileSync(
    join(sites, 'shell.conf'),
    block('shell', site.shell.origin, {
      root: site.shell.root,
      deploy_dir: site.shell.deployDir,
      resource_policy: resourcePolicy.shell,
      remotes_include: remotesInclude,
      retry_after: String(retryAfterSeconds),
      frame_map: frames.pages.map((frame) => mapLine(frame.url, `/frames/${frame.file}`)).join('\n'),
      content_map: frames.pages
        .flatMap(({ url, content }) => (content ? [mapLine(url, content.replace(/^\/_fragments\//, '/_check/'))] : []))
        .join('\n'),
      not_found_french: `/frames/${frames.notFound.fr.file}`,
      not_found_english: `/frames/${frames.notFound.en.file}`,
      redirects: frames.redirects
        .map(({ from, to }) =>
          [
            `    location = ${from} {`,
            `        include ${snippets}/revalidate.conf;`,
            `        return 301 ${to}$is_args$args;`,
            '    }',
          ].join('\n'),
        )
        .join('\n'),
      enquiries_upstream: site.enquiriesUpstream ?? 'http://127.0.0.1:4004',
    }),
  );
  writeSeoFiles(site.shell.deployDir, frames, siteOrigin);
  writeRemotesInclude(remotesInclude, site, snippets);
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
 * The part of the shell's server block that follows remotes.json (its
 * deploy folder): the CSP naming each remote's origin, each remote's base
 * URL for its fragments' stylesheet links, and the locations that fetch its
 * fragments. Repointing a remote rewrites this file (repointRemotes) and
 * reloads nginx; nothing of the shell is rebuilt.
 * @param {string} file
 * @param {Site} site
 * @param {string} snippets
 */
function writeRemotesInclude(file, site, snippets) {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(join(site.shell.deployDir, 'remotes.json'), 'utf8'));
  const remotesJson = /** @type {Record<string, string>} */ (parsed);
  const bases = remoteBases(remotesJson, site.shell.origin);
  const origins = [
    ...new Set([...Object.values(bases).map((base) => new URL(base).origin), ...(site.extraOrigins ?? [])]),
  ];
  const csp = shellPolicy({
    remoteOrigins: origins,
    contactOrigin: site.contactOrigin && new URL(site.contactOrigin).origin,
  });
  /** @param {string} value */
  const quoted = (value) => {
    if (/["$\\\s;{}]/.test(value)) throw new Error(`nginx: cannot quote ${value}`);
    return `"${value}"`;
  };
  // proxy_pass names each remote by a variable, so that nginx resolves its
  // host when it fetches (with `resolver`), not when it loads: a host that
  // does not resolve yet never stops the whole site from starting.
  const named = Object.values(bases).some((base) => !/^\[|^\d+\.\d+\.\d+\.\d+$/.test(new URL(base).hostname));
  /**
   * @param {string} name
   * @param {string} kind
   * @param {string} snippet
   */
  const fetchFrom = (name, kind, snippet) => [
    `location ~ ^/${kind}/${name}/(?<fragment_file>(?:[\\w-]+/)*[\\w.-]+\\.html)$ {`,
    `    include ${snippets}/${snippet};`,
    `    proxy_pass $${`{${baseVariable(name)}}`}fragments/$fragment_file;`,
    '}',
  ];
  const lines = [
    `# Generated from ${join(site.shell.deployDir, 'remotes.json')} by e2e/tools/nginx-config.mjs: do not edit.`,
    `set $csp "${csp}";`,
    ...(named ? [`resolver ${site.resolver ?? systemResolvers()} valid=30s;`, 'resolver_timeout 1s;'] : []),
    ...Object.entries(bases).flatMap(([name, base]) => [
      `set $${baseVariable(name)} ${quoted(base)};`,
      ...fetchFrom(name, '_fragments', 'fragment.conf'),
      ...fetchFrom(name, '_check', 'fragment-check.conf'),
    ]),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  writeFileSync(join(dirname(file), 'site.json'), `${JSON.stringify({ site, snippets }, null, 2)}\n`);
}

/** The name servers of this machine (/etc/resolv.conf), for nginx's resolver when --resolver is not given. */
function systemResolvers() {
  const conf = existsSync('/etc/resolv.conf') ? readFileSync('/etc/resolv.conf', 'utf8') : '';
  const servers = [...conf.matchAll(/^nameserver\s+(\S+)/gm)].map(([, server = '']) =>
    server.includes(':') ? `[${server}]` : server,
  );
  return servers.length ? servers.join(' ') : '127.0.0.1';
}

/**
 * After an edit of remotes.json: rewrites the shell's remotes include of a rendered configuration in `out`; then reload nginx.
 * @param {string} out
 */
export function repointRemotes(out) {
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(join(out, 'site.json'), 'utf8'));
  const { site, snippets } = /** @type {{ site: Site; snippets: string }} */ (parsed);
  writeRemotesInclude(join(out, 'shell-remotes.inc'), site, snippets);
}

/**
 * Writes a deploy folder's remotes.json whole, as the README tells remote
 * teams to: the new file beside it, then renamed over it. Both servers, and
 * visitors' browsers, read it while it changes; a file rewritten in place can
 * be read half-written.
 * @param {string} deployDir
 * @param {Record<string, string>} remotesJson
 */
export function writeRemotesJson(deployDir, remotesJson) {
  const file = join(deployDir, 'remotes.json');
  const next = `${file}.${process.pid}.next`;
  writeFileSync(next, `${JSON.stringify(remotesJson, null, 2)}\n`);
  renameSync(next, file);
}

/**
 * The deploy-time files beside the shell.
 * @param {string} deployDir
 * @param {Record<string, string>} remotesJson
 */
export function writeDeployFiles(deployDir, remotesJson, contactEndpoint = '') {
  mkdirSync(deployDir, { recursive: true });
  writeRemotesJson(deployDir, remotesJson);
  writeFileSync(join(deployDir, 'contact-config.json'), `${JSON.stringify({ endpoint: contactEndpoint })}\n`);
}

/**
 * A complete local site under <out>: shell on 127.0.0.1:<port>, remotes on the
 * next three ports, built files from each app's dist (or dists[app]), plus
 * extra remote servers (e.g. a redeployed copy) on further ports.
 * enquiriesUpstream: the enquiry service /api/enquiries goes to (port + 9,
 * where nothing listens, unless given: the proxy is then seen by its 502).
 * @param {{
 *   out: string;
 *   port?: number;
 *   dists?: Record<string, string>;
 *   extraRemotes?: { name: string; root: string }[];
 *   enquiriesUpstream?: string;
 *   brotli?: boolean;
 * }} options
 * @returns {LocalSite}
 */
export function renderLocal({
  out,
  port = 4400,
  dists = {},
  extraRemotes = [],
  enquiriesUpstream = undefined,
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
  writeDeployFiles(deployDir, Object.fromEntries(remotes.map((r) => [r.name, `${r.origin}/mf-manifest.json`])));
  renderSites(
    out,
    {
      shell: { origin: origin(port), root: shellRoot, deployDir },
      remotes: [...remotes, ...extra],
      enquiriesUpstream: enquiriesUpstream ?? origin(port + 9),
    },
    { brotli },
  );
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
  repoint: { type: 'boolean' },
  shell: { type: 'string' },
  root: { type: 'string' },
  'deploy-dir': { type: 'string' },
  contact: { type: 'string' },
  'extra-origin': { type: 'string' },
  resolver: { type: 'string' },
  enquiries: { type: 'string' },
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
  if (args.repoint) {
    repointRemotes(out);
    console.log(`Rewrote ${join(out, 'shell-remotes.inc')} from remotes.json; now reload nginx (nginx -s reload).`);
    return;
  }
  // brotli only where this machine's nginx has the modules, unless said (--brotli, --no-brotli).
  const brotli = args.brotli ?? brotliModules().length > 0;
  if (!args.shell) {
    const { conf, shellOrigin } = renderLocal({ out, port: Number(args.port ?? 4400), brotli });
    console.log(
      `Rendered ${conf}\nRun: nginx -p ${out} -c ${conf} -e ${join(out, 'error.log')} -g 'daemon off;'\nThen open ${shellOrigin}/`,
    );
    return;
  }
  if (!apps.length) throw new Error(`${shellRoot}/frames/frames.json not found: --root must hold the shell's build`);
  // The remotes the shell's build knows (its frames.json, from the route table).
  const remotes = Object.entries(readFrames(shellRoot).remotes).map(([name, app]) => {
    const origin = given[app];
    if (typeof origin !== 'string' || !origin) throw new Error(`--${app} <origin> is required with --shell`);
    return { name, app, origin, root: join(String(root), app) };
  });
  const deployDir = args['deploy-dir'] ?? join(String(root), 'deploy');
  // First deploy: remotes.json and contact-config.json from the origins given. Later
  // deploys edit them in place (a remote moved, an endpoint set), so they are never overwritten.
  if (!existsSync(join(deployDir, 'remotes.json'))) {
    writeDeployFiles(
      deployDir,
      Object.fromEntries(remotes.map((r) => [r.name, `${new URL(r.origin).origin}/mf-manifest.json`])),
      args.contact ?? '',
    );
    console.log(`Wrote ${deployDir}/remotes.json and contact-config.json.`);
  }
  renderSites(
    out,
    {
      shell: { origin: args.shell, root: shellRoot, deployDir },
      remotes,
      extraOrigins: args['extra-origin'] ? args['extra-origin'].split(',') : [],
      contactOrigin: args.contact,
      resolver: args.resolver,
      enquiriesUpstream: args.enquiries,
    },
    { brotli },
  );
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
