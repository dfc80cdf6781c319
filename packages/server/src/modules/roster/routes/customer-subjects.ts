import { CustomerSubjectAnswer, SubjectMatchListAnswer, dataAnswer } from '@shutterday/domain/answers';
import { canSelectYearbookPose, EntityId, SUBJECT_SEARCH_LIMIT, SubjectSearchQuery, SubjectTokenQuery, type CustomerImage, type CustomerSubject, type SubjectMatch } from '@shutterday/domain';
import { accessCodeCandidates } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { images, subjectFields, subjectGroups, subjects } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { forbidden, tooManyRequests } from '../../../http/http-error';
import { typed } from '../../../http/type-provider';
import { gateJob, isValidSubjectToken, signSubjectToken } from '../../ordering';
import { imageUrl } from '../../../services/images/signed-urls';
import { MissBudget } from '../../../http/miss-budget';

const tags = ['customer ordering'];
export const SEARCH_THROTTLED = 'Too many searches without a match. Please try again later.';
export const SUBJECT_ACCESS_DENIED = 'Search for your child again to see their photos';

function toImage(secret: Uint8Array, row: typeof images.$inferSelect): CustomerImage {
  return {
    id: row.id, width: row.width, height: row.height, groupId: row.groupId, imageLookup: { type: row.type },
    imageThumbnailUrl: imageUrl(secret, row.id, 'thumbnail'), previewUrl: imageUrl(secret, row.id, 'preview'),
  };
}

/**
 * Subject search and the subject's gallery. The privacy rule (docs/server.md): a search needs the
 * subject's access code, or their first AND last name matched exactly (ignoring case); it answers at most
 * five matches, each with a signed subject token; the gallery and the cart require that token. Searches
 * without a match are throttled per IP (30 per 15 minutes), so names cannot be tried in bulk.
 */
export async function customerSubjectRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const misses = new MissBudget(app.db, 'subject-search', { windowMs: 15 * 60 * 1000, max: 30 });

  app.get('/api/customer/jobs/:jobId/subjects/search', { schema: { response: { 200: dataAnswer(SubjectMatchListAnswer) }, tags, summary: 'Find a subject by access code or full name', params: v.object({ jobId: EntityId }), querystring: SubjectSearchQuery } }, async (request) => {
    const { jobId } = request.params;
    await gateJob(app.db, jobId, undefined);
    const scope = `job:${jobId}`;
    const wait = await misses.retryAfter(scope, request.ip);
    if (wait > 0) throw tooManyRequests(SEARCH_THROTTLED, wait);
    const { code, firstName, lastName } = request.query;
    // The code as the card prints it ("K7QM-4XTR"), in any case, with a dash or spaces: the domain's one rule.
    const match = code
      ? inArray(sql`upper(${subjects.accessCode})`, accessCodeCandidates(code))
      : and(sql`lower(${subjects.firstName}) = ${firstName!.toLowerCase()}`, sql`lower(${subjects.lastName}) = ${lastName!.toLowerCase()}`);
    const rows = await app.db
      .select({ subject: subjects, groupName: subjectGroups.name, firstImage: sql<number | null>`(select min(i.id) from images i where i.subject_id = "subjects"."id")` })
      .from(subjects)
      .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
      .where(and(eq(subjects.jobId, jobId), match))
      .orderBy(asc(subjects.id))
      .limit(SUBJECT_SEARCH_LIMIT);
    if (rows.length === 0) await misses.recordMiss(scope, request.ip);
    const secret = app.config.jwtSecret;
    const answer: SubjectMatch[] = rows.map(({ subject, groupName, firstImage }) => ({
      id: subject.id, firstName: subject.firstName, lastName: subject.lastName, groupName,
      imageThumbnailUrl: firstImage ? imageUrl(secret, firstImage, 'thumbnail') : null,
      subjectToken: signSubjectToken(secret, jobId, subject.id),
    }));
    return ok(answer);
  });

  app.get('/api/customer/jobs/:jobId/subjects/:subjectId', { schema: { response: { 200: dataAnswer(CustomerSubjectAnswer) }, tags, summary: 'A subject and their gallery (needs the subject token)', params: v.object({ jobId: EntityId, subjectId: EntityId }), querystring: SubjectTokenQuery } }, async (request) => {
    const { jobId, subjectId } = request.params;
    if (!isValidSubjectToken(app.config.jwtSecret, jobId, subjectId, request.query.token)) throw forbidden(SUBJECT_ACCESS_DENIED);
    const { job } = await gateJob(app.db, jobId, undefined);
    const [row] = await app.db.select({ subject: subjects, groupName: subjectGroups.name }).from(subjects).leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId)).where(and(eq(subjects.id, subjectId), eq(subjects.jobId, jobId)));
    if (!row) throw forbidden(SUBJECT_ACCESS_DENIED);
    const { subject } = row;
    const photos = await app.db
      .select()
      .from(images)
      .where(and(eq(images.jobId, jobId), subject.groupId === null ? eq(images.subjectId, subject.id) : or(eq(images.subjectId, subject.id), eq(images.groupId, subject.groupId))))
      .orderBy(asc(images.sortOrder), asc(images.id));
    const fields = await app.db.select().from(subjectFields).where(eq(subjectFields.subjectId, subject.id)).orderBy(asc(subjectFields.id));
    const secret = app.config.jwtSecret;
    const own = photos.filter((p) => p.subjectId === subject.id).map((p) => toImage(secret, p));
    const expired = job.yearBookPoseSelectionEndsAt !== null && job.yearBookPoseSelectionEndsAt <= new Date();
    const answer: CustomerSubject = {
      id: subject.id, jobId, firstName: subject.firstName, lastName: subject.lastName, groupName: row.groupName,
      fields: fields.map((f) => ({ name: f.name, value: f.value, templateId: f.templateId, optionId: f.optionId })),
      imageThumbnailUrl: own[0]?.imageThumbnailUrl ?? null,
      images: own,
      groupImages: photos.filter((p) => p.subjectId !== subject.id).map((p) => toImage(secret, p)),
      yearbookPoseSelectionAllowed: canSelectYearbookPose({ enableYearBookPoseSelection: job.enableYearBookPoseSelection, isYearBookPoseSelectionExpired: expired }, own.length),
    };
    return ok(answer);
  });
}
