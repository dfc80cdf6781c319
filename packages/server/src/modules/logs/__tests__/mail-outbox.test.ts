import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '../../../seed/demo-constants';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { freshAddress } from '../../../test-support/auth';

let ctx: TestContext;
let outbox: string;
beforeAll(async () => {
  outbox = join(mkdtempSync(join(tmpdir(), 'shutterday-outbox-')), 'mail');
  ctx = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(join(outbox, '..'), { recursive: true, force: true });
});

describe('the mail outbox folder (MAIL_OUTBOX_DIR)', () => {
  it('holds each mail as a file whose link works, in the order they were sent', async () => {
    const forgot = () => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: DEMO.studioAdmin.email }, remoteAddress: freshAddress() });
    expect((await forgot()).statusCode).toBe(202);
    expect((await forgot()).statusCode).toBe(202);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const last = JSON.parse(readFileSync(join(outbox, files[1]!), 'utf8')) as { to: string; subject: string; text: string };
    expect(last).toMatchObject({ to: DEMO.studioAdmin.email, subject: 'Reset your Shutterday password' });
    const token = decodeURIComponent(/\/reset-password\?token=([\w%-]+)/.exec(last.text)![1]!);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'An-outbox-password-2027' }, remoteAddress: freshAddress() });
    expect(reset.statusCode).toBe(200);
  });

});
