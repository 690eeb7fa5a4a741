// The shell's edge server as a child process: its built program
// (shell/dist-edge/edge.mjs, made by pnpm build) on a port, with a deploy
// folder. Used by the local server (local-site.mjs), the nginx tests and the
// figures, wherever a site needs its edge.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
/** @import { ChildProcess } from 'node:child_process' */

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const edgeProgram = join(repo, 'shell', 'dist-edge', 'edge.mjs');

/**
 * A running edge: its origin, what it wrote on stderr, and how to stop it (it drains first).
 * @typedef {{ origin: string; process: ChildProcess; stderr: () => string; stop: () => Promise<void> }} RunningEdge
 */

/**
 * Starts the edge on 127.0.0.1:`port`; resolves once it listens (it says so
 * on its IPC channel), rejects with what it said when it exits first. It
 * stops with this process, however this one ends (the channel closes).
 * env: more of its configuration (EDGE_API_UPSTREAM, EDGE_SHELL_DIST, SITE_URL, …).
 * @param {{ port: number; deployDir: string; env?: Record<string, string | undefined> }} options
 * @returns {Promise<RunningEdge>}
 */
export function startEdge({ port, deployDir, env = {} }) {
  if (!existsSync(edgeProgram)) return Promise.reject(new Error(`${edgeProgram} is missing: run pnpm build first`));
  const child = spawn(process.execPath, [edgeProgram], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      ...process.env,
      EDGE_LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      EDGE_HOST: '127.0.0.1',
      EDGE_DEPLOY_DIR: deployDir,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk.toString()));
  /** @type {Promise<void>} */
  const closed = new Promise((done) => child.once('close', () => done()));
  return new Promise((ready, failed) => {
    child.once('message', () =>
      ready({
        origin: `http://127.0.0.1:${port}`,
        process: child,
        stderr: () => stderr,
        stop: () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return closed;
        },
      }),
    );
    // 'close' comes once its streams have ended too: what it said on stderr is all there.
    child.once('close', (code) => failed(new Error(stderr.trim() || `the edge exited with ${code}`)));
  });
}
