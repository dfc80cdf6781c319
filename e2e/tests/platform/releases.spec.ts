import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';

// @releases: it changes what every parent loads, so it runs in a project of its own once the others are
// done (playwright.config.ts).
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MARK = 'This customer release was published on its own';

/**
 * A release of the customer remote with a visible change, made from the suite's own build instead of a
 * second build: the exposed App's chunk also adds a line to the page. Its precompressed copies go, so the
 * changed file is the one served.
 */
function customerBuildWithAChange(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shutterday-release-'));
  cpSync(join(ROOT, 'mfe-customer', 'dist'), folder, { recursive: true, filter: (path) => !path.endsWith('.map') });
  const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = manifest.exposes[0]!.assets.js.sync.find((file) => file.includes('expose_App'))!;
  const code = readFileSync(join(folder, chunk), 'utf8');
  writeFileSync(join(folder, chunk), `${code}\n;(function(){var p=document.createElement('p');p.textContent=${JSON.stringify(MARK)};document.body.appendChild(p);})();\n`);
  for (const packed of ['.br', '.gz']) rmSync(join(folder, chunk + packed), { force: true });
  return folder;
}

async function release(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('node', [join(ROOT, 'packages/tooling/bin/run.mjs'), 'release', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? join(ROOT, '.data/e2e'), RELEASE_API_URL: test.info().project.use.baseURL!, RELEASE_EMAIL: DEMO.systemAdmin.email, RELEASE_PASSWORD: DEMO.systemAdmin.password },
  });
  return stdout;
}

/** The shell's own files a parent's page loaded (not the remotes', not the API), each with the hash of its bytes. */
async function shellFilesOf(page: Page): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.(js|css)$/.test(path) || /^\/(remotes|releases|api)\//.test(path)) return;
    files[path] = createHash('sha256').update(await response.body()).digest('hex');
  });
  await page.goto(`/${DEMO.studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.studio.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return files;
}

test('a customer release goes live and comes back out without a restart, the shell untouched @releases', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const folder = customerBuildWithAChange();
  const published = await release(['customer', '--from', folder]);
  rmSync(folder, { recursive: true, force: true });
  const version = /RELEASE_VERSION=([0-9a-f]{16})/.exec(published)![1]!;

  const parent = await browser.newPage();
  const before = await shellFilesOf(parent);
  expect(Object.keys(before).length).toBeGreaterThan(0);
  await expect(parent.getByText(MARK)).toHaveCount(0);

  // The system administrator promotes it on the Remotes page, after a confirmation.
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Remotes' }).click();
  await expect(page.getByRole('heading', { name: 'Remotes', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: `Promote ${version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByText(`Customer pages: ${version} is live`)).toBeVisible();
  await expect(page.getByText(`Live: ${version}`)).toBeVisible();

  // The parent's next load has it; the shell's files are the same bytes.
  const after = await shellFilesOf(parent);
  await expect(parent.getByText(MARK)).toBeVisible();
  expect(after).toEqual(before);
  expect((await (await parent.request.get('/remotes.json')).json()).customer).toBe(`/releases/customer/${version}/mf-manifest.json`);

  // Roll back: the build that was live before is back on the next load.
  await page.getByRole('button', { name: 'Roll back' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByText('Customer pages: rolled back')).toBeVisible();
  const back = await shellFilesOf(parent);
  expect(back).toEqual(before);
  await expect(parent.getByText(MARK)).toHaveCount(0);
  expect((await (await parent.request.get('/remotes.json')).json()).customer).toBe('/remotes/customer/mf-manifest.json');
});
