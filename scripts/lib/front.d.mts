import type { ChildProcess } from 'node:child_process';

export interface FrontSettings {
  /** Where the front listens, on loopback. */
  port: number;
  /** Where each instance of `next start` listens, on loopback (one or more; the front round-robins over them). */
  upstreamPorts: number[];
  /** nginx's pid, logs, temp files and cache. */
  stateDir: string;
  /** What the front sends Next so Next renders the placeholder. */
  secret: string;
  /** The placeholder nonce the front rewrites. */
  nonce: string;
  /** The host names the site answers to (others get no answer). */
  hosts: string[];
  /** Seconds a cached page is fresh. */
  pageTtl?: number;
}
export interface RunningFront {
  url: string;
  child: ChildProcess;
  stop(): void;
}
export const FRONT_DIR: string;
export const FRONT_SECRET_HEADER: string;
export const PAGE_TTL_S: number;
export function findNginx(): string | undefined;
export function frontSecrets(): { secret: string; nonce: string };
export function renderFrontConfig(settings: FrontSettings): string;
export function checkFrontConfig(settings: FrontSettings, nginx?: string): string;
export function spawnFront(
  settings: FrontSettings,
  options?: { nginx?: string; output?: 'inherit' | 'ignore' | 'pipe' | number },
): ChildProcess;
export function startFront(
  settings: FrontSettings,
  options?: { nginx?: string; output?: 'inherit' | 'ignore' | 'pipe' | number },
): Promise<RunningFront>;
export function nextFrontVariables(secrets: { secret: string; nonce: string }, siteUrl: string): Record<string, string>;
