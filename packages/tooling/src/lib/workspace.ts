import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AppInfo {
  /** Folder at the top of the repository. */
  dir: string;
  /** Federation name; the shell is the host. */
  name: string;
}

export const APPS: AppInfo[] = [
  { dir: 'shell', name: 'shell' },
  { dir: 'mfe-customer', name: 'customer' },
  { dir: 'mfe-studio-admin', name: 'studioAdmin' },
  { dir: 'mfe-system-admin', name: 'systemAdmin' },
  { dir: 'mfe-org-editor', name: 'orgEditor' },
];

export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** The pnpm that packages/tooling/bin/run.mjs brought (pinned in package.json). */
export function pnpm(): string {
  return process.env.SHUTTERDAY_PNPM ?? 'pnpm';
}

export const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

export const DATA_DIR = resolve(ROOT, process.env.DATA_DIR ?? '.data');
