import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { downloadLinks, images, subjects } from '../../../db/schema';

const withImage = { link: downloadLinks, image: images, subject: subjects };

/** Paid download links (only the sha256 of each link id is stored), with the image and subject they give. */
export const downloadLinksRepository = {
  async insertMany(db: Executor, rows: Array<typeof downloadLinks.$inferInsert>): Promise<void> {
    if (rows.length) await db.insert(downloadLinks).values(rows);
  },

  async listOfOrder(db: Executor, orderId: number) {
    return db
      .select(withImage)
      .from(downloadLinks)
      .innerJoin(images, eq(images.id, downloadLinks.imageId))
      .leftJoin(subjects, eq(subjects.id, images.subjectId))
      .where(eq(downloadLinks.orderId, orderId))
      .orderBy(asc(downloadLinks.id));
  },

  async findByHash(db: Executor, tokenHash: string) {
    const [row] = await db
      .select(withImage)
      .from(downloadLinks)
      .innerJoin(images, eq(images.id, downloadLinks.imageId))
      .leftJoin(subjects, eq(subjects.id, images.subjectId))
      .where(eq(downloadLinks.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  },

  async countDownload(db: Executor, id: number): Promise<void> {
    await db.update(downloadLinks).set({ downloads: sql`${downloadLinks.downloads} + 1` }).where(eq(downloadLinks.id, id));
  },
};
