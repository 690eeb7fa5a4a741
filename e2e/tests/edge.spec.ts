import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { pointArea } from '../../shared-ui/deploy/area-changes.mjs';
import { basePort } from '../playwright.config';
import { releaseOf } from '../support/site';

/**
 * The edge's built program (shell/dist-edge/edge.mjs) as production runs it:
 * alone, from its deploy-time configuration, with the suite's remotes.
 */
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const program = join(repo, 'shell', 'dist-edge', 'edge.mjs');
const port = basePort + 190;
const slowPort = basePort + 191;
const origin = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'default' });

let deployDir: string;
let slowRemote: Server;

test.beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'edge-deploy-'));
  // Releases of another origin (the suite's server's), read over HTTP.
  pointArea(deployDir, 'remote_services', {
    release: 'local',
    manifest: `${releaseOf('remote_services')}/mf-manifest.json`,
  });
  pointArea(deployDir, 'remote_products', {
    release: 'local',
    manifest: `${releaseOf('remote_products')}/mf-manifest.json`,
  });
  // The company area answers late, and then has nothing: its pages are composed with the notice.
  pointArea(deployDir, 'remote_company', {
    release: 'slow',
    manifest: `http://127.0.0.1:${slowPort}/mf-manifest.json`,
  });
  writeFileSync(join(deployDir, 'contact-config.json'), '{"endpoint":""}');
  slowRemote = createServer((_request, response) => {
    setTimeout(() => response.writeHead(404).end(), 600);
  });
  await new Promise<void>((done) => slowRemote.listen(slowPort, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise((done) => slowRemote.close(done));
  rmSync(deployDir, { recursive: true, force: true });
});

/** Starts the program; its stdout lines are collected. */
function startEdge(env: Record<string, string>) {
  const edge = spawn(process.execPath, [program], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  edge.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  edge.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => edge.once('exit', (code) => done(code)));
  return { edge, output, exited };
}

const stop = (edge: ChildProcess) => {
  if (edge.exitCode === null) edge.kill('SIGKILL');
};

test('the built edge runs alone: ready, one log line per request without its query, and it drains on SIGTERM', async () => {
  const { edge, output, exited } = startEdge({
    PORT: String(port),
    EDGE_DEPLOY_DIR: deployDir,
    SITE_URL: 'https://www.kestrel.test',
  });
  try {
    await expect
      .poll(() =>
        fetch(`${origin}/_edge/ready`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);

    const page = await fetch(`${origin}/fr/services/cloud-devops?email=ada%40example.com`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<link rel="canonical" href="https://www.kestrel.test/fr/services/cloud-devops"');
    expect(html).toMatch(/<html lang="fr"/);

    await expect.poll(() => output.stdout).toContain('"path":"/fr/services/cloud-devops"');
    const lines = output.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'served');
    expect(lines.filter((line) => line.path === '/fr/services/cloud-devops')).toEqual([
      expect.objectContaining({ method: 'GET', status: 200, ms: expect.any(Number) }),
    ]);
    expect(output.stdout).not.toContain('ada');
    expect(output.stdout).not.toContain('email');

    // A request under way when SIGTERM comes is answered whole (its remote is late: the page comes with the
    // notice in place of the content, a 503 composed by the edge); then the program exits.
    const late = fetch(`${origin}/about`).then(async (response) => ({
      status: response.status,
      html: await response.text(),
    }));
    await new Promise((done) => setTimeout(done, 200));
    edge.kill('SIGTERM');
    const answer = await late;
    expect(answer.status).toBe(503);
    // The area never answered this edge: not even its routes, so its place is named by the area alone.
    expect(answer.html).toContain('data-remote-missing="remote_company/Page"');
    expect(await exited).toBe(0);
    // Its one log line says which part has its notice, and why.
    const about = output.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.path === '/about');
    expect(about).toEqual([
      expect.objectContaining({
        msg: 'served',
        status: 503,
        // Its routes could not be had in time: the page keeps its frame, with the notice in place of the content.
        missing: [expect.stringMatching(/^remote_company routes: /), expect.stringMatching(/^remote_company page: /)],
      }),
    ]);
    await expect(fetch(`${origin}/`)).rejects.toThrow();
  } finally {
    stop(edge);
  }
});

test('a wrong configuration stops the edge at start, naming each variable', () => {
  const run = spawnSync(process.execPath, [program], {
    env: { PATH: process.env.PATH ?? '', PORT: 'eighty', EDGE_API_UPSTREAM: 'nowhere' },
    encoding: 'utf8',
    timeout: 10_000,
  });
  expect(run.status).toBe(1);
  for (const name of ['PORT', 'EDGE_DEPLOY_DIR', 'EDGE_API_UPSTREAM']) expect(run.stderr).toContain(name);
});
