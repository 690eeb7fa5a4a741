// Types of nginx-config.mjs for the TypeScript specs that import it.
import type { ChildProcess } from 'node:child_process';

export interface LocalRemote {
  name: string;
  app: string;
  origin: string;
  root: string;
}
export interface LocalSite {
  conf: string;
  deployDir: string;
  shellOrigin: string;
  remotes: LocalRemote[];
}
export function renderLocal(options: {
  out: string;
  port?: number;
  dists?: Record<string, string>;
  extraRemotes?: { name: string; root: string }[];
  /** Where /api/enquiries is proxied to (default: port + 9, where nothing listens). */
  enquiriesUpstream?: string;
}): LocalSite;
export function repointRemotes(out: string): void;
export function writeDeployFiles(
  deployDir: string,
  remotesJson: Record<string, string>,
  contactEndpoint?: string,
): void;
export function findNginx(): string | undefined;
export function startNginx(conf: string, shellOrigin: string): Promise<ChildProcess>;
export function stopNginx(child: ChildProcess | undefined): Promise<void>;
export function brotliModules(): string[];
export function loadModuleLines(): string;
