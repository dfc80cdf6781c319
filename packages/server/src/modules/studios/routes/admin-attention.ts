import { AdminAttentionAnswer, dataAnswer } from '@shutterday/domain/answers';
import { ATTENTION_LIST_MAX, type AdminAttention } from '@shutterday/domain/staff';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { images, mailLog, studios } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';

/** GET /api/admin/attention: studios waiting for approval, failed photos and failed e-mails, for the admin home. */
export async function adminAttentionRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/attention', { schema: { response: { 200: dataAnswer(AdminAttentionAnswer) }, tags: ['system admin'], summary: 'What needs a system administrator now' } }, async () => {
    const [waiting, [studioCount], [photoCount], [mailCount]] = await Promise.all([
      app.db.select({ id: studios.id, name: studios.name, slug: studios.slug, createdAt: studios.createdAt }).from(studios).where(eq(studios.status, 'pending')).orderBy(asc(studios.createdAt), asc(studios.id)).limit(ATTENTION_LIST_MAX),
      app.db.select({ n: count() }).from(studios).where(eq(studios.status, 'pending')),
      app.db.select({ n: count() }).from(images).where(eq(images.status, 'failed')),
      app.db.select({ n: count() }).from(mailLog).where(eq(mailLog.status, 'failed')),
    ]);
    return ok<AdminAttention>({
      waitingStudios: waiting.map((studio) => ({ ...studio, createdAt: studio.createdAt.toISOString() })),
      waitingStudioCount: studioCount?.n ?? 0,
      failedPhotoCount: photoCount?.n ?? 0,
      failedMailCount: mailCount?.n ?? 0,
    });
  });
}
