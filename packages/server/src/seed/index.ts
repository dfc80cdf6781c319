import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import type { Storage } from '../services/storage/storage';
import { seedCatalog } from './catalog';
import { seedOrder } from './order';
import { seedGreenScreens, seedPackages } from './packages';
import { seedPromotions } from './promotions';
import { linkGreenScreens, seedStudio } from './studio';
import { seedSubjects } from './subjects';
import { seedWorkflows } from './workflows';

const SEED_KEY = 'seed.demo';

export interface SeedResult {
  seeded: boolean;
  ms: number;
}

/**
 * Seeds the demo data of DESIGN §6 once. Idempotent: a marker row written in the same transaction
 * says it is done, so a crash half-way leaves nothing and a second run does nothing.
 */
/** `secret`: the server's signing secret, so the demo order's digital download gets its working link. */
export async function seedDemo(db: Database, storage: Storage, options: { concurrency?: number; secret?: Uint8Array } = {}): Promise<SeedResult> {
  const started = Date.now();
  const [done] = await db.select().from(settings).where(eq(settings.key, SEED_KEY));
  if (done) return { seeded: false, ms: Date.now() - started };
  const concurrency = options.concurrency ?? Math.max(2, availableParallelism());
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    const studio = await seedStudio(tx);
    const { lincoln, tigers, archived } = studio.jobs;
    const subjectsByJob = await seedSubjects(
      tx,
      storage,
      [
        { jobId: lincoln, key: 'lincoln', groups: ['Grade 1 — Ms. Carter', 'Grade 3 — Mr. Osei', 'Grade 5 — Mrs. Lind'] },
        { jobId: tigers, key: 'tigers', groups: ['Tigers U10', 'Tigers U12'] },
        { jobId: archived, key: 'archived', groups: ['Grade 2 — 2025', 'Grade 4 — 2025'] },
      ],
      concurrency,
    );
    const packages = await seedPackages(tx, studio.studioId, [lincoln, tigers, archived]);
    await linkGreenScreens(tx, [lincoln, tigers], await seedGreenScreens(tx, storage, studio.studioId));
    await seedOrder(tx, studio.studioId, lincoln, subjectsByJob.get(lincoln)![0]!, packages, options.secret);
    await seedPromotions(tx, studio.studioId, lincoln);
    await seedWorkflows(tx, lincoln);
    await tx.insert(settings).values({ key: SEED_KEY, value: { version: 1, at: new Date().toISOString() } });
  });
  return { seeded: true, ms: Date.now() - started };
}

/**
 * What a start does about the demo data: seeds it when the settings ask for it (SEED_DEMO, or an embedded
 * database left at its default), else nothing at all: no studio, no order, no demo login. Null when not asked.
 */
export async function seedDemoWhenAsked(config: Pick<AppConfig, 'seedDemo' | 'jwtSecret'>, db: Database, storage: Storage): Promise<SeedResult | null> {
  return config.seedDemo ? seedDemo(db, storage, { secret: config.jwtSecret }) : null;
}
