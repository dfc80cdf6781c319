import { asc } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { loadConfig } from '../../../config';
import { createAdminArguments } from '../../../create-admin';
import { DEMO } from '../../../seed/demo-constants';
import { seedDemoWhenAsked } from '../../../seed';
import { LocalStorage } from '../../../services/storage/storage';
import { createTestApp, type TestContext } from '../../../test-support/app';
import { bearer, freshAddress } from '../../../test-support/auth';
import { createSystemAdmin, SystemAdminRefused } from '..';
import { accountExists } from '../services/system-admin';

// An installation started without the demo data (SEED_DEMO=0) has no account at all: the `create-admin`
// command's function makes its first system administrator, who then signs in through the API.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ emptyDatabase: true });
});
afterAll(() => ctx?.close());

const PASSWORD = 'Owner-chose-this-2026';
const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: freshAddress() });
const accounts = async () => (await ctx.db.select({ email: users.email }).from(users).orderBy(asc(users.id))).map((row) => row.email);

async function refusal(input: { name: string; email: string; password: string }): Promise<string[]> {
  const error = await createSystemAdmin(ctx.db, input).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SystemAdminRefused);
  return (error as SystemAdminRefused).problems;
}

describe("an installation's first system administrator", () => {
  it('starts from a database with no account: a start with SEED_DEMO=0 (or on PostgreSQL by default) seeds no demo administrator', async () => {
    const storage = new LocalStorage(ctx.config.dataDir);
    const postgres = { DATABASE_URL: 'postgres://shutterday:secret@127.0.0.1:5432/shutterday' };
    for (const env of [{ SEED_DEMO: '0' }, postgres, { ...postgres, SEED_DEMO: '0' }]) {
      expect(await seedDemoWhenAsked(loadConfig({ ...env, DATA_DIR: ctx.config.dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!' }), ctx.db, storage)).toBeNull();
    }
    expect(await accounts()).toEqual([]);
    expect((await signIn(DEMO.systemAdmin.email, DEMO.systemAdmin.password)).statusCode).toBe(401);
  });

  it('is made with the password chosen, signs in through the API and administers the platform', async () => {
    const admin = await createSystemAdmin(ctx.db, { name: 'Olive Owner', email: ' Owner@Photos.Example ', password: PASSWORD });
    expect(admin).toMatchObject({ name: 'Olive Owner', email: 'owner@photos.example', role: 'systemAdmin', studioId: null, disabled: false });

    const signedIn = await signIn('owner@photos.example', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const users = await ctx.app.inject({ url: '/api/admin/users', headers: bearer(signedIn.json().data.token) });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.resultItems).toEqual([expect.objectContaining({ email: 'owner@photos.example', role: 'systemAdmin' })]);
    expect((await signIn('owner@photos.example', 'not-the-password')).statusCode).toBe(401);
  });

  it('refuses an e-mail that already has an account, whatever its case, and changes nothing', async () => {
    expect(await refusal({ name: 'Someone Else', email: 'OWNER@photos.example', password: 'Another-password-2026' })).toEqual([accountExists('owner@photos.example')]);
    expect(accountExists('owner@photos.example')).toMatch(/^An account with the e-mail owner@photos\.example already exists; nothing was changed\./);
    expect(await accounts()).toEqual(['owner@photos.example']);
    expect((await signIn('owner@photos.example', PASSWORD)).statusCode).toBe(200);
  });

  it("refuses what the product's rules refuse everywhere: a short password, an address that is not one, no name", async () => {
    expect(await refusal({ name: ' ', email: 'second.admin', password: 'short' })).toEqual([
      'name: This field is required',
      'email: This value is not a valid email address',
      'password: Use at least 10 characters',
    ]);
    expect(await accounts()).toEqual(['owner@photos.example']);
  });
});

describe('the command line of create-admin', () => {
  it('takes the e-mail and an optional name, and never a password', () => {
    expect(createAdminArguments(['--email', 'owner@photos.example'])).toEqual({ email: 'owner@photos.example', name: 'System administrator' });
    expect(createAdminArguments(['--email=owner@photos.example', '--name', 'Olive Owner'])).toEqual({ email: 'owner@photos.example', name: 'Olive Owner' });
    for (const argv of [['--email', 'a@b.example', '--password', 'Secret-2026-x'], ['--email', 'a@b.example', '--password=Secret-2026-x']]) {
      expect(createAdminArguments(argv)).toEqual({ refusal: expect.stringMatching(/^A password is never given on the command line/) });
    }
    expect(createAdminArguments([])).toEqual({ refusal: expect.stringMatching(/^--email is required\nusage: create-admin --email/) });
    expect(createAdminArguments(['--email', 'a@b.example', 'extra'])).toEqual({ refusal: expect.stringMatching(/Unexpected argument 'extra'/) });
  });
});
