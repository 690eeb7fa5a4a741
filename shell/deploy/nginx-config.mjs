#!/usr/bin/env node
// Renders nginx's front (shell/deploy/nginx.conf) for a site: TLS on 443 for
// an https origin, with port 80 redirecting to it, or a plain loopback port
// for an http one, passing everything to the edges (--edge once per edge).
// One file to include from the host's nginx.conf (a local front to try it:
// e2e/tools/local-nginx.mjs).
//   node shell/deploy/nginx-config.mjs --site https://www.example.com --edge http://127.0.0.1:8080 --out /etc/nginx/kestrel
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const template = fileURLToPath(new URL('nginx.conf', import.meta.url));

/**
 * The listen lines of an origin: its loopback port for http, TLS on 443 with
 * certificates under /etc/ssl/<host>/ and a redirect from port 80 for https.
 * server_tokens is repeated in the redirect's block, which would otherwise name nginx's version.
 * @param {URL} site
 */
function listenFor(site) {
  if (site.protocol === 'http:') return { listen: `    listen ${site.hostname}:${site.port || 80};`, redirect: '' };
  const listen = [
    '    listen 443 ssl;',
    '    listen [::]:443 ssl;',
    `    ssl_certificate /etc/ssl/${site.hostname}/fullchain.pem;`,
    `    ssl_certificate_key /etc/ssl/${site.hostname}/privkey.pem;`,
  ].join('\n');
  const redirect = `\nserver {\n    listen 80;\n    listen [::]:80;\n    server_name ${site.hostname};\n    server_tokens off;\n    return 301 https://$host$request_uri;\n}\n`;
  return { listen, redirect };
}

/**
 * The front of the site at origin `site`, passing to the edges at `edge` (one origin or several).
 * @param {{ site: string; edge: string | string[] }} origins
 */
export function renderFront({ site, edge }) {
  const url = new URL(site);
  const { listen, redirect } = listenFor(url);
  const edges = [edge]
    .flat()
    .map((origin) => `    server ${new URL(origin).host};`)
    .join('\n');
  const values = { listen, server_name: url.hostname, edges };
  const text = readFileSync(template, 'utf8').replace(
    /\{\{(\w+)\}\}/g,
    (_, /** @type {keyof typeof values} */ key) => values[key],
  );
  return text + redirect;
}

function cli() {
  // Strict: an unknown or malformed option stops the tool with its name, before anything is written.
  const { values } = parseArgs({
    options: { site: { type: 'string' }, edge: { type: 'string', multiple: true }, out: { type: 'string' } },
  });
  if (!values.site || !values.edge?.length || !values.out)
    throw new Error('usage: nginx-config.mjs --site <origin> --edge <origin of an edge> [--edge …] --out <folder>');
  const out = resolve(values.out);
  mkdirSync(out, { recursive: true, mode: 0o755 });
  const file = join(out, 'kestrel.conf');
  writeFileSync(file, renderFront({ site: values.site, edge: values.edge }), { mode: 0o644 });
  console.log(`Rendered ${file}; add "include ${file};" to nginx.conf's http block.`);
}

try {
  if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) cli();
} catch (error) {
  console.error(`nginx-config: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
