import { createHash } from 'node:crypto';
import { RELEASE_MESSAGES } from '@shutterday/domain/staff';
import { systemAdminTestApp } from '../../../test-support/studio-admin';
import { remoteRelease, shellRoot, writeShell } from '../../../test-support/releases';
import { uploadRelease, type PackedRelease } from '../services/release-files';

// The shell this server runs: React 19.3.1, which accepts ^19.3.1 of it.
const appRoot = shellRoot({ react: '19.3.1' });

const session = systemAdminTestApp({ appRoot });

const move = (action: 'releases' | 'promote' | 'rollback' | 'canary', payload: object = {}) => session.call('POST', `/api/admin/remotes/customer/${action}`, payload);
/** The release command's publish: files into storage, then the record through the API. */
async function publish(release: PackedRelease) {
  await uploadRelease(session.ctx.app.storage, 'customer', release);
  return move('releases', { version: release.version, gitCommit: 'abc1234', buildMs: 1 });
}
const live = async () => (await session.call('GET', '/api/admin/remotes')).json().data.find((r: { remote: string }) => r.remote === 'customer');

describe('the gate on promote, canary and rollback', () => {
  it('refuses an old release that no longer fits the shell running now, in the words publishing uses', async () => {
    const old = remoteRelease('customer', { react: '19.3.1', text: 'built on React 19' });
    expect((await publish(old)).statusCode).toBe(200);
    expect((await move('promote', { version: old.version })).statusCode).toBe(200);

    // The shell is upgraded to React 20; a release built on it is accepted and promoted.
    writeShell(appRoot, { react: '20.0.0' });
    const fresh = remoteRelease('customer', { react: '20.0.0', text: 'built on React 20' });
    expect((await publish(fresh)).statusCode).toBe(200);
    expect((await move('promote', { version: fresh.version })).statusCode).toBe(200);

    // The old release would be refused were it published now: each move to it is refused the same way.
    const reason = RELEASE_MESSAGES.refused([
      'react: the release requires 19.3.1 (^19.3.1) but the shell provides 20.0.0 (the shell accepts ^20.0.0; a release outside it waits for a shell upgrade to that version).',
      'react-dom: the release requires 19.3.1 (^19.3.1) but the shell provides 20.0.0 (the shell accepts ^20.0.0; a release outside it waits for a shell upgrade to that version).',
    ]);
    const againPublished = await publish(remoteRelease('customer', { react: '19.3.1', text: 'published after the upgrade' }));
    expect([againPublished.statusCode, againPublished.json().errors]).toEqual([409, [reason]]);
    for (const [action, payload] of [['promote', { version: old.version }], ['canary', { version: old.version, percent: 10 }], ['rollback', {}]] as const) {
      const refused = await move(action, payload);
      expect([action, refused.statusCode, refused.json().errors]).toEqual([action, 409, [reason]]);
    }
    // Nothing moved: the release built on the new shell stays live, with no canary.
    expect(await live()).toMatchObject({ live: fresh.version, canary: null });
    expect((await live()).history[0]).toMatchObject({ action: 'promote', version: fresh.version });

    // Once the shell runs a React inside the old release's range again (19.4.0 satisfies its ^19.3.1), it may come back.
    writeShell(appRoot, { react: '19.4.0' });
    expect((await move('rollback')).statusCode).toBe(200);
    expect((await live()).live).toBe(old.version);
  });
});

/** `bytes` bytes that do not compress (a build's minified code nearly does not), the same on every run. */
function code(label: string, bytes: number): Buffer {
  const blocks: Buffer[] = [];
  for (let block = 0; blocks.length * 32 < bytes; block++) blocks.push(createHash('sha256').update(`${label} ${block}`).digest());
  return Buffer.concat(blocks).subarray(0, bytes);
}

describe('the page budget of a release', () => {
  it('refuses a release whose pages would download more JS than npm run build allows, naming the page, its size and the budget', async () => {
    // The shell's page script and its React, which a customer page runs: 180 KB that do not compress.
    writeShell(appRoot, { react: '19.3.1', files: { 'main.js': code('shell main', 150 * 1024), 'react.js': code('shell react', 30 * 1024) }, sharedFiles: { react: ['react.js'] } });
    const before = (await live()).releases;

    // A customer App of 5 KB: the page downloads about 185 KB (gzip), within the 195 KB budget.
    const normal = remoteRelease('customer', { appFiles: ['app.js'], files: { 'app.js': code('app', 5 * 1024) }, sharedFiles: { react: ['own-react.js'] } });
    expect((await publish(normal)).statusCode).toBe(200);

    // The same App importing a 270 KB library: the page would download 455 KB.
    const heavy = remoteRelease('customer', { appFiles: ['app.js', 'library.js'], files: { 'app.js': code('app', 5 * 1024), 'library.js': code('library', 270 * 1024) } });
    const refused = await publish(heavy);
    expect([refused.statusCode, refused.json().errors]).toEqual([
      409,
      ["The release is over the page budget: a studio’s landing page downloads 455.2 KB of JavaScript (gzip) before its own page's chunk; the budget is 195 KB."],
    ]);
    expect((await live()).releases.map((r: { version: string }) => r.version)).toEqual([normal.version, ...before.map((r: { version: string }) => r.version)]);
    expect((await session.ctx.app.inject({ url: `/releases/customer/${heavy.version}/library.js` })).statusCode).toBe(404);

    // A shell whose own page grew past the budget with a recorded release: promoting it is refused the same way.
    writeShell(appRoot, { react: '19.3.1', files: { 'main.js': code('shell main grown', 200 * 1024) } });
    const promoted = await move('promote', { version: normal.version });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().errors[0]).toMatch(/^The release is over the page budget: a studio’s landing page downloads 2\d\d\.\d KB of JavaScript \(gzip\) before its own page's chunk; the budget is 195 KB\.$/);
  });
});
