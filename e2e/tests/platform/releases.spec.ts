import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../../support/auth';
import { expectAccessible } from '../../support/axe';
import { DEMO } from '../../support/demo';
import { latestMailTo } from '../../support/mail';
import { teamCheckout } from '../../support/team-checkout';

// @releases: it changes what every parent loads, so it runs in a project of its own once the others are
// done (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MARK = 'This customer release was published on its own';

/**
 * A release that fails in every browser, made from the suite's own build of the remote instead of a second
 * build: its entry throws before it registers anything. Its precompressed copies go, so the changed file is
 * the one served.
 */
async function publishFailing(baseURL: string, remote: 'customer' | 'systemAdmin' = 'customer'): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'shutterday-release-'));
  try {
    cpSync(join(ROOT, remote === 'customer' ? 'mfe-customer' : 'mfe-system-admin', 'dist'), folder, { recursive: true, filter: (path) => !path.endsWith('.map') });
    writeFileSync(join(folder, 'remoteEntry.js'), `throw new Error('this release fails');\n`);
    for (const packed of ['.br', '.gz']) rmSync(join(folder, `remoteEntry.js${packed}`), { force: true });
    return /RELEASE_VERSION=([0-9a-f]{16})/.exec(await release(baseURL, [remote, '--from', folder]))![1]!;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The customer team's release token, made by the system administrator on the Remotes page (the first journey). */
let teamToken = '';

/**
 * The release command as the customer team runs it: its token in the environment, no administrator's sign-in,
 * and nothing of the server's (not its DATA_DIR: the files go through the API).
 */
async function release(baseURL: string, args: string[]): Promise<string> {
  const { RELEASE_EMAIL: _email, RELEASE_PASSWORD: _password, DATA_DIR: _dataDir, STORAGE_S3_BUCKET: _bucket, ...environment } = process.env;
  // The system administration remote has no team here: its releases are shipped by a system administrator.
  const who = args.includes('systemAdmin') ? { SHUTTERDAY_RELEASE_TOKEN: '', RELEASE_EMAIL: DEMO.systemAdmin.email, RELEASE_PASSWORD: DEMO.systemAdmin.password } : { SHUTTERDAY_RELEASE_TOKEN: teamToken };
  const { stdout } = await promisify(execFile)('node', [join(ROOT, 'packages/tooling/bin/run.mjs'), 'release', ...args], {
    cwd: ROOT,
    env: { ...environment, RELEASE_API_URL: baseURL, ...who },
  });
  return stdout;
}

/** The system administrator on the Remotes page. */
async function openRemotes(page: Page): Promise<void> {
  await page.goto('/login');
  await logIn(page, DEMO.systemAdmin);
  await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Remotes' }).click();
  await expect(page.getByRole('heading', { name: 'Remotes', level: 2 })).toBeVisible();
}

/** Every file of the shell's build as the server serves it now, by path, with the hash of its bytes. */
async function shellFiles(page: Page): Promise<Record<string, string>> {
  const names = readdirSync(join(ROOT, 'shell', 'dist')).filter((name) => /\.(js|css|html)$/.test(name)).sort();
  const files: Record<string, string> = {};
  for (const name of names) files[`/${name}`] = createHash('sha256').update(await (await page.request.get(`/${name}`)).body()).digest('hex');
  return files;
}

/** A parent opens the studio's page; answers the shell files (not the remotes', not the API) it loaded. */
async function openStudioPage(page: Page): Promise<string[]> {
  const paths = new Set<string>();
  const collect = (request: { url(): string }) => {
    const path = new URL(request.url()).pathname;
    if (/\.(js|css)$/.test(path) && !/^\/(remotes|releases|api)\//.test(path)) paths.add(path);
  };
  page.on('request', collect);
  await page.goto(`/${DEMO.studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.studio.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', collect);
  return [...paths];
}

test('a customer release built in the team’s own checkout and shipped with its token goes live and comes back out without a restart, the shell untouched @releases', async ({ page, browser, baseURL }) => {
  // The team's checkout installs and builds on its own: minutes on a busy machine.
  test.setTimeout(600_000);
  // The system administrator makes the customer team's token, which may also move its releases; it is shown once.
  await openRemotes(page);
  await page.getByLabel('Name (the team)').fill('Customer team');
  await page.getByRole('radiogroup', { name: 'Remote' }).getByRole('radio', { name: 'Customer pages' }).check();
  await page.getByRole('checkbox', { name: 'May also promote, start canaries and roll back' }).check();
  await page.getByRole('button', { name: 'Make token' }).click();
  await expect(page.getByText('Token Customer team made. Copy it now: it is not shown again.')).toBeVisible();
  teamToken = (await page.getByText(/^sdrt_[\w-]{43}$/).textContent())!;
  const tokenRow = page.getByRole('row').filter({ hasText: 'Publish, promote, canary, roll back' });
  await expect(tokenRow).toContainText('Customer team');
  await expect(tokenRow).toContainText('Never');

  // The team, in its own checkout beside the server's: a change to its pages, committed, and released with the
  // token (the command installs, builds the customer remote alone and uploads it through the API).
  const team = await teamCheckout(ROOT);
  let version: string;
  let commit: string;
  try {
    team.edit('mfe-customer/src/export-app.tsx', (text) => text.replace('<CustomerRoutes />', `<CustomerRoutes />\n        <p>${MARK}</p>`));
    commit = await team.commit('Customer pages: a line of our own');
    const printed = await team.npm('release', ['customer'], { SHUTTERDAY_RELEASE_TOKEN: teamToken, RELEASE_API_URL: baseURL! });
    expect(printed).toContain('the shell is not built here: the server checks the release against the shell it hosts');
    version = /RELEASE_VERSION=([0-9a-f]{16})/.exec(printed)![1]!;
  } finally {
    team.remove();
  }

  const parent = await browser.newPage();
  const before = await shellFiles(parent);
  expect(Object.keys(before)).toContain('/index.html');
  await openStudioPage(parent);
  await expect(parent.getByText(MARK)).toHaveCount(0);

  // The release names the team's token, which was used just now; the administrator promotes it, after a confirmation.
  await page.reload();
  const releaseRow = page.getByRole('row', { name: new RegExp(version) });
  await expect(releaseRow).toContainText('by Customer team');
  await expect(releaseRow).toContainText(commit.slice(0, 10));
  await expect(tokenRow).not.toContainText('Never');
  await page.getByRole('button', { name: `Promote ${version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByText(`Customer pages: ${version} is live`)).toBeVisible();
  await expect(page.getByText(`Live: ${version}`)).toBeVisible();
  // The page with a promoted release (a Live tag on it and Canary offered for the others) and its toast.
  await expectAccessible(page);

  // The parent's next load has it; the shell's files are the same bytes.
  const loaded = await openStudioPage(parent);
  await expect(parent.getByText(MARK)).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  for (const path of loaded) expect(Object.keys(before)).toContain(path);
  expect(await shellFiles(parent)).toEqual(before);
  expect((await (await parent.request.get('/remotes.json')).json()).customer).toBe(`/releases/customer/${version}/mf-manifest.json`);

  // Roll back: the build that was live before is back on the next load.
  await page.getByRole('button', { name: 'Roll back' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByText('Customer pages: rolled back')).toBeVisible();
  await openStudioPage(parent);
  await expect(parent.getByText(MARK)).toHaveCount(0);
  expect(await shellFiles(parent)).toEqual(before);
  expect((await (await parent.request.get('/remotes.json')).json()).customer).toBe('/remotes/customer/mf-manifest.json');
});

test('a canary release that fails is rolled back by itself past the threshold, and the Remotes page says so @releases', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const version = await publishFailing(baseURL!);
  await release(baseURL!, ['canary', 'customer', version, '50']);
  // The customer team's token moves no other remote.
  await expect(release(baseURL!, ['rollback', 'studioAdmin'])).rejects.toMatchObject({ stdout: expect.stringContaining('This release token ships the customer remote only.') });
  // The administrator's browser is on the live release's side (99): reading the registry is no visit of the canary.
  await page.context().addCookies([{ name: 'sd-canary', value: '99', url: baseURL! }]);
  expect((await (await page.request.get('/remotes.json')).json()).canary.customer.entry).toBe(`/releases/customer/${version}/mf-manifest.json`);

  // A browser whose number (its cookie) is under the share gets the canary on every load (a visit), and reports
  // its failure with the ticket of that page view. One address counts at most 5 visits in 15 minutes, so four
  // parents at four addresses (the server trusts the loopback proxy here) load it 5 times each; the 20th visit
  // finds 19 failures and rolls it back.
  let parent = page;
  for (let address = 1; address <= 4; address++) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${address}` } });
    await context.addCookies([{ name: 'sd-canary', value: '0', url: baseURL! }]);
    parent = await context.newPage();
    for (let visit = 0; visit < 5; visit++) {
      await parent.goto(`/${DEMO.studio.slug}`);
      await expect(parent.getByRole('heading', { name: 'Online ordering is unavailable right now' })).toBeVisible();
    }
  }
  await expect.poll(async () => (await (await parent.request.get('/remotes.json')).json()).canary, { timeout: 30_000 }).toBeUndefined();
  // Every parent has the live build again.
  await parent.goto(`/${DEMO.studio.slug}`);
  await expect(parent.getByRole('heading', { level: 1, name: DEMO.studio.name })).toBeVisible();

  await openRemotes(page);
  await expect(page.getByText(`Canary ${version} was rolled back automatically`)).toBeVisible();
  const deploys = page.getByRole('list', { name: 'Deploys of Customer pages' });
  await expect(deploys).toContainText(`Canary rolled back automatically: ${version}`);
  await expect(deploys).toContainText(`Canary started for ${version} (50% of visitors) — by Customer team`);
  await expectAccessible(page);
});

test('a promoted release that throws on load is rolled back by the health watch by itself; the admin home and the e-mail say so @releases', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const version = await publishFailing(baseURL!);
  await release(baseURL!, ['promote', 'customer', version]);
  // The Remotes page shows the watch running (docs/remotes.md "Health watch": 30 minutes, 20 visits, a fifth failing).
  await openRemotes(page);
  await expect(page.getByText(`Health watch: ${version} is watched until`)).toBeVisible();

  // Every parent's page fails now; each page load is a visit of the watched release and reports its failure.
  // As for a canary, one address counts at most 5 visits in 15 minutes: four parents at four addresses.
  let parent = page;
  const live = async () => (await (await parent.request.get('/remotes.json')).json()).customer;
  expect(await live()).toBe(`/releases/customer/${version}/mf-manifest.json`);
  for (let address = 1; address <= 4; address++) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${address}` } });
    parent = await context.newPage();
    for (let visit = 0; visit < 5 && (await live()) !== '/remotes/customer/mf-manifest.json'; visit++) {
      await parent.goto(`/${DEMO.studio.slug}`);
      await expect(parent.getByRole('heading', { name: 'Online ordering is unavailable right now' }).or(parent.getByRole('heading', { level: 1, name: DEMO.studio.name }))).toBeVisible();
    }
  }
  // By the 20th page load it is back out, by itself: parents get the build live before.
  await expect.poll(live, { timeout: 30_000 }).toBe('/remotes/customer/mf-manifest.json');
  await parent.goto(`/${DEMO.studio.slug}`);
  await expect(parent.getByRole('heading', { level: 1, name: DEMO.studio.name })).toBeVisible();

  // The admin home raises it under Needs attention, with a link to Remotes; its releases list says what is live.
  await page.goto('/admin');
  const attention = page.getByRole('list', { name: 'Needs attention' });
  await expect(attention.getByRole('link', { name: `Customer pages: release ${version} was rolled back by the health watch` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live releases' })).toContainText('Customer pages: live the hosted build');
  await expect(page.getByRole('list', { name: 'Live releases' })).toContainText('Last deploy: Rolled back by the health watch to the hosted build');
  await expectAccessible(page);
  await attention.getByRole('link', { name: `Customer pages: release ${version} was rolled back by the health watch` }).click();
  await expect(page.getByText(`${version} was rolled back by the health watch`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deploys of Customer pages' })).toContainText(`Rolled back by the health watch to the hosted build`);
  // Every system administrator is e-mailed.
  const mail = await latestMailTo(DEMO.systemAdmin.email, new RegExp(`the customer release ${version} was rolled back by the health watch`));
  expect(mail.text).toContain('failures in 20 visits');
});

test('a broken System administration release leaves the administrator a way back to a working Remotes page, without the command line @releases', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const version = await publishFailing(baseURL!, 'systemAdmin');
  await openRemotes(page);
  await page.getByRole('button', { name: `Promote ${version}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
  await expect(page.getByText(`System admin: ${version} is live`)).toBeVisible();

  // The next load of the Remotes page has the broken release: the area's panel, and the shell's own recovery under it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'System administration is unavailable right now' })).toBeVisible();
  const recovery = page.getByRole('region', { name: 'Remotes recovery' });
  await recovery.getByRole('button', { name: 'Roll back System administration to the previous release' }).click();
  await expect(recovery.getByText('System administration is back on its previous release.')).toBeVisible();
  await expectAccessible(page);
  await recovery.getByRole('link', { name: 'Open Remotes' }).click();
  await expect(page.getByRole('heading', { name: 'Remotes', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deploys of System admin' })).toContainText(`Rolled back to the hosted build — by ${DEMO.systemAdmin.email}`);
  expect((await (await page.request.get('/remotes.json')).json()).systemAdmin).toBe('/remotes/systemAdmin/mf-manifest.json');
});
