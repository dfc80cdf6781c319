import { like } from 'drizzle-orm';
import { settings } from '../../../db/schema';
import { createTestApp, testConfig, type TestContext } from '../../../test-support/app';
import { joinInstances, LIVE_FOR_MS, type InstanceMembership } from '../instances';

let ctx: TestContext;
const joined: InstanceMembership[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await Promise.all(joined.splice(0).map((member) => member.leave()));
  await ctx.db.delete(settings).where(like(settings.key, 'instances.%'));
});
afterAll(() => ctx.close());

const SECRET = 'a-secret-every-instance-shares-0123456789';
const S3 = { STORAGE_S3_BUCKET: 'photos', STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000', STORAGE_S3_ACCESS_KEY_ID: 'k', STORAGE_S3_SECRET_ACCESS_KEY: 's' };
const join = async (env: Record<string, string>, now?: () => Date) => {
  const member = await joinInstances(ctx.db, testConfig(env), now);
  joined.push(member);
  return member;
};

describe('instances sharing one database', () => {
  it('admits a second instance with the same JWT_SECRET and the same bucket', async () => {
    await join({ JWT_SECRET: SECRET, ...S3 });
    await expect(join({ JWT_SECRET: SECRET, ...S3 })).resolves.toBeDefined();
  });

  it('refuses a second instance that would sign with a secret of its own', async () => {
    await join({ JWT_SECRET: SECRET, ...S3 });
    // Without JWT_SECRET the secret is generated into the instance's own DATA_DIR (testConfig gives each one its own).
    await expect(join({ JWT_SECRET: '', ...S3 })).rejects.toThrow('Invalid configuration: JWT_SECRET is not set, and another instance of this database is running with a secret of its own: give every instance the same JWT_SECRET (at least 32 characters)');
    await expect(join({ JWT_SECRET: `${SECRET}-other`, ...S3 })).rejects.toThrow(/^Invalid configuration: JWT_SECRET differs from the one another running instance/);
  });

  it('refuses a second instance that would keep photos in a folder of its own', async () => {
    await join({ JWT_SECRET: SECRET });
    await expect(join({ JWT_SECRET: SECRET })).rejects.toThrow(/^Invalid configuration: STORAGE_S3_BUCKET is not set, and another instance of this database keeps its photos in .+: several instances need one S3-compatible bucket/);
  });

  it('lets an instance replace one that stopped without leaving, once that one is no longer live', async () => {
    const then = Date.now();
    await join({ JWT_SECRET: SECRET }, () => new Date(then));
    await expect(join({ JWT_SECRET: SECRET }, () => new Date(then + LIVE_FOR_MS - 1000))).rejects.toThrow(/STORAGE_S3_BUCKET/);
    await expect(join({ JWT_SECRET: SECRET }, () => new Date(then + LIVE_FOR_MS))).resolves.toBeDefined();
    // The crashed one's record is gone: only the new instance's is left.
    const records = await ctx.db.select().from(settings).where(like(settings.key, 'instances.%'));
    expect(records.map((record) => (record.value as { seenAt: string }).seenAt)).toEqual([new Date(then + LIVE_FOR_MS).toISOString()]);
  });

  it('forgets an instance that left', async () => {
    const first = await join({ JWT_SECRET: SECRET });
    await first.leave();
    await expect(join({ JWT_SECRET: '', ...S3 })).resolves.toBeDefined();
  });
});
