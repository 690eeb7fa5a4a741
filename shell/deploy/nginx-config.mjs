#!/usr/bin/env node
// Renders the nginx templates of the repository (<app>/deploy/nginx.conf and
// shared-ui/deploy/nginx/*.conf) with real origins, roots and ports. nginx is
// optional: in front of the shell's edge server (shell/edge) it terminates
// TLS and passes everything through; the remotes' sites are static. One
// server block per site, to include from the host's nginx.conf (a local site
// to try it on loopback: e2e/tools/local-nginx.mjs).
//   node shell/deploy/nginx-config.mjs --out /etc/nginx/kestrel --edge http://127.0.0.1:8080 \
//     --shell https://www.example.com --remote-services https://services.example.com \
//     --remote-products https://products.example.com --remote-company https://company.example.com \
//     --root /srv/kestrel --deploy-dir /srv/kestrel/deploy [--contact https://api.example.com] [--brotli | --no-brotli]
// (--deploy-dir: where the first run writes each area's location and contact-config.json for the edge.)
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

/** The options every rendering takes; --<remote app> <origin> are added from the shell's build. */
const cliOptions = /** @type {const} */ ({
  out: { type: 'string' },
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
  if (!args.shell)
    throw new Error('--shell <origin> is required (a local site for trying nginx: e2e/tools/local-nginx.mjs)');
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
