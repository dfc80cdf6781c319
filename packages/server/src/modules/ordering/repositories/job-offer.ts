import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { greenScreenBackgrounds, jobGreenScreens, jobOrderServices, jobPreferences, orderServices } from '../../../db/schema';

export type JobServicesRow = typeof jobOrderServices.$inferSelect;
export type OrderServiceRow = typeof orderServices.$inferSelect;

/** What a job offers its customers beyond packages: services, preferences, green-screen backgrounds. */
export const jobOfferRepository = {
  /** The job's service flags; all off when the studio never set them. */
  async services(db: Executor, jobId: number): Promise<JobServicesRow> {
    const [row] = await db.select().from(jobOrderServices).where(eq(jobOrderServices.jobId, jobId));
    return row ?? { jobId, allowRetouch: false, allowNameOnAllPrints: false, allowNameOnWallets: false, imageLevelService: false };
  },

  /** The active catalogue of order services (retouch, personalization). */
  async activeOrderServices(db: Executor): Promise<OrderServiceRow[]> {
    return db.select().from(orderServices).where(eq(orderServices.active, true));
  },

  async activeOrderService(db: Executor, code: 'retouch' | 'personalization'): Promise<OrderServiceRow | null> {
    const [row] = await db.select().from(orderServices).where(and(eq(orderServices.code, code), eq(orderServices.active, true)));
    return row ?? null;
  },

  async preferences(db: Executor, jobId: number): Promise<Record<string, unknown> | null> {
    const [row] = await db.select().from(jobPreferences).where(eq(jobPreferences.jobId, jobId));
    return (row?.settings as Record<string, unknown> | undefined) ?? null;
  },

  async greenScreens(db: Executor, jobId: number) {
    const rows = await db
      .select({ bg: greenScreenBackgrounds })
      .from(greenScreenBackgrounds)
      .innerJoin(jobGreenScreens, and(eq(jobGreenScreens.greenScreenBackgroundId, greenScreenBackgrounds.id), eq(jobGreenScreens.jobId, jobId)))
      .orderBy(asc(greenScreenBackgrounds.id));
    return rows.map((row) => row.bg);
  },

  async offersGreenScreen(db: Executor, jobId: number, backgroundId: number): Promise<boolean> {
    const [row] = await db.select().from(jobGreenScreens).where(and(eq(jobGreenScreens.jobId, jobId), eq(jobGreenScreens.greenScreenBackgroundId, backgroundId)));
    return Boolean(row);
  },
};
