import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword } from '../../modules/accounts/services/passwords';
import { DEMO } from '../../seed/demo-constants';
import { createTestApp, type TestContext } from '../app';
import { loginStudioAdmin, loginSystemAdmin } from '../auth';

// Server tests log in thousands of times: each stored password is hashed at argon2id's lowest cost
// (test-passwords.ts), the templates' demo logins included, so a login costs a fraction of a millisecond.
const TEST_COST = /^\$argon2id\$v=19\$m=64,t=1,p=1\$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('hashes what a test stores at the test cost', async () => {
  expect(await hashPassword('Staff-member-2026!')).toMatch(TEST_COST);
});

it('holds the demo logins at the test cost in the template, and they still log in', async () => {
  for (const login of [DEMO.systemAdmin, DEMO.studioAdmin]) {
    const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, login.email));
    expect(user?.passwordHash).toMatch(TEST_COST);
  }
  await expect(loginSystemAdmin(ctx.app)).resolves.toMatchObject({ token: expect.any(String) });
  await expect(loginStudioAdmin(ctx.app)).resolves.toMatchObject({ token: expect.any(String) });
});
