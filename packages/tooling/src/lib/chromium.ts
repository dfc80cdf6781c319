import { existsSync } from 'node:fs';
import { log, run } from './process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for Debian's Chromium on a closed network: without the background-networking ones its own
 * connections to Google's hosts are refused and slow every start.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Installs Debian's chromium when it is missing (root only); never downloads a browser build. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's "chromium" package (sudo apt-get install -y chromium)`);
  }
  log('installing Debian chromium');
  if ((await run('apt-get', ['update', '-qq'])) !== 0 || (await run('apt-get', ['install', '-y', '-qq', 'chromium'])) !== 0) {
    throw new Error('apt-get could not install chromium');
  }
}
