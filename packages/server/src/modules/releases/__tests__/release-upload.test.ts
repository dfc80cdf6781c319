import { RELEASE_MESSAGES } from '@shutterday/domain/staff';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, loginSystemAdmin } from '../../../test-support/auth';
import { remoteRelease, shellRoot } from '../../../test-support/releases';
import { putRelease } from '../services/release-files';

let ctx: TestContext;
let team: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ appRoot: shellRoot() });
  const admin = bearer((await loginSystemAdmin(ctx.app)).token);
  // A token that may publish only: uploading files is publishing.
  const made = await ctx.app.inject({ method: 'POST', url: '/api/admin/release-tokens', headers: admin, payload: { name: 'Customer CI', remote: 'customer', mayMove: false } });
  team = bearer(made.json().data.secret);
});
afterAll(() => ctx.close());

const post = (action: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/release/customer/${action}`, headers: team, payload });

test("a team publishes a release through the API alone, with its token; a recorded release's files never change, and the same build sent again is no error", async () => {
  const release = remoteRelease('customer', { text: 'uploaded through the API' });
  // What the release command does: each file through the API, then the record.
  await putRelease(async (path, data) => {
    const answer = await post('release-files', { version: release.version, path, content: data.toString('base64') });
    expect([path, answer.statusCode]).toEqual([path, 204]);
  }, release);
  const recorded = await post('releases', { version: release.version, gitCommit: 'abc1234', buildMs: 1 });
  expect(recorded.statusCode).toBe(200);
  expect(recorded.json().data.releases[0]).toMatchObject({ version: release.version, publishedBy: 'Customer CI' });
  expect((await ctx.app.inject({ url: `/releases/customer/${release.version}/remoteEntry.js` })).body).toBe('/* uploaded through the API */');

  // The same build sent again (a retry, or the same bytes published twice) is accepted and changes nothing.
  await putRelease(async (path, data) => {
    const again = await post('release-files', { version: release.version, path, content: data.toString('base64') });
    expect([path, again.statusCode]).toEqual([path, 204]);
  }, release);
  expect((await post('releases', { version: release.version, gitCommit: 'abc1234', buildMs: 1 })).statusCode).toBe(200);

  // Once recorded, other bytes under it are refused, and what is served stays.
  const changed = await post('release-files', { version: release.version, path: 'remoteEntry.js', content: Buffer.from('/* changed */').toString('base64') });
  expect([changed.statusCode, changed.json().errors]).toEqual([409, [RELEASE_MESSAGES.filesRecorded(release.version)]]);
  expect((await ctx.app.inject({ url: `/releases/customer/${release.version}/remoteEntry.js` })).body).toBe('/* uploaded through the API */');
  // A name out of its folder, or content that is not base64, is refused before anything is stored.
  for (const payload of [{ path: '../secret.js', content: '' }, { path: 'a.js', content: 'not base64!' }, { path: 'a/b/c/d/e/f/g.js', content: '' }]) {
    expect((await post('release-files', { version: 'eeeeeeeeeeeeeeee', ...payload })).statusCode).toBe(400);
  }
});
