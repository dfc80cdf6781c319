import { AdminAttentionAnswer, dataAnswer } from '@shutterday/domain/answers';
import { ATTENTION_LIST_MAX, type AdminAttention, type ReleaseRemote } from '@shutterday/domain/staff';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { images, mailLog, remoteDeploymentEvents, remoteReleases, studios } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';

const previousRelease = alias(remoteReleases, 'previous_release');

/**
 * The remotes whose last deploy is a rollback the server made by itself, with the release that failed (a
 * canary's event names the canary; the health watch's names the release brought back and the one it replaced).
 */
async function automaticRollbacks(db: Executor): Promise<AdminAttention['rolledBackReleases']> {
  const last = await db
    .selectDistinctOn([remoteDeploymentEvents.remote], { event: remoteDeploymentEvents, version: remoteReleases.version, previousVersion: previousRelease.version })
    .from(remoteDeploymentEvents)
    .leftJoin(remoteReleases, eq(remoteReleases.id, remoteDeploymentEvents.releaseId))
    .leftJoin(previousRelease, eq(previousRelease.id, remoteDeploymentEvents.previousReleaseId))
    .orderBy(remoteDeploymentEvents.remote, desc(remoteDeploymentEvents.id));
  return last.flatMap(({ event, version, previousVersion }) =>
    event.action === 'canary-rolled-back' || event.action === 'watch-rolled-back'
      ? [{ remote: event.remote as ReleaseRemote, action: event.action, version: event.action === 'canary-rolled-back' ? version : previousVersion, note: event.note, createdAt: event.createdAt.toISOString() }]
      : [],
  );
}

/** GET /api/admin/attention: studios waiting for approval, failed photos, failed e-mails and releases rolled back by themselves, for the admin home. */
export async function adminAttentionRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/attention', { schema: { response: { 200: dataAnswer(AdminAttentionAnswer) }, tags: ['system admin'], summary: 'What needs a system administrator now' } }, async () => {
    const [waiting, [studioCount], [photoCount], [mailCount], rolledBackReleases] = await Promise.all([
      app.db.select({ id: studios.id, name: studios.name, slug: studios.slug, createdAt: studios.createdAt }).from(studios).where(eq(studios.status, 'pending')).orderBy(asc(studios.createdAt), asc(studios.id)).limit(ATTENTION_LIST_MAX),
      app.db.select({ n: count() }).from(studios).where(eq(studios.status, 'pending')),
      app.db.select({ n: count() }).from(images).where(eq(images.status, 'failed')),
      app.db.select({ n: count() }).from(mailLog).where(eq(mailLog.status, 'failed')),
      automaticRollbacks(app.db),
    ]);
    return ok<AdminAttention>({
      waitingStudios: waiting.map((studio) => ({ ...studio, createdAt: studio.createdAt.toISOString() })),
      waitingStudioCount: studioCount?.n ?? 0,
      failedPhotoCount: photoCount?.n ?? 0,
      failedMailCount: mailCount?.n ?? 0,
      rolledBackReleases,
    });
  });
}
