import { CodeDestinationAnswer, dataAnswer } from '@shutterday/domain/answers';
import { CODE_MESSAGES, type CodeDestination } from '@shutterday/domain/codes';
import { CodeLookupParams, CodeLookupQuery } from '@shutterday/domain/server';
import { accessCodeCandidates } from '@shutterday/domain/staff';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, studios, subjectGroups, subjects } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { conflict, notFound, tooManyRequests } from '../../../http/http-error';
import { MissBudget } from '../../../http/miss-budget';
import { typed } from '../../../http/type-provider';
import { imageUrl } from '../../../services/images/signed-urls';
import { signSubjectToken } from '../../ordering';
import { SEARCH_THROTTLED } from './customer-subjects';

const tags = ['customer ordering'];

// What a parent may open: a published, unarchived job of an active studio that takes orders.
const open = and(eq(jobs.published, true), eq(jobs.archived, false), eq(studios.status, 'active'), eq(studios.rspoEnabled, true));
const upperIn = (column: SQL, codes: string[]) => inArray(sql`upper(${column})`, codes);

/**
 * The "Have a code?" box of the home page and of a studio's page: a child's access code leads to the child
 * (with the subject token a name search would have given), a job's code to its job, the studio's code to
 * the studio. Without `studio` the code is looked up across the platform; a code two studios use is 409 so
 * the parent types it on their studio's page. Misses are counted per address like the subject search.
 */
export async function customerCodeRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const misses = new MissBudget(app.db, 'code-lookup', { windowMs: 15 * 60 * 1000, max: 30 });

  app.get(
    '/api/customer/codes/:code',
    { schema: { response: { 200: dataAnswer(CodeDestinationAnswer) }, tags, summary: "Where a typed access code leads: a child, a job or a studio", params: CodeLookupParams, querystring: CodeLookupQuery } },
    async (request) => {
      const wait = await misses.retryAfter('codes', request.ip);
      if (wait > 0) throw tooManyRequests(SEARCH_THROTTLED, wait);
      const codes = accessCodeCandidates(request.params.code);
      const slug = request.query.studio;
      const inStudio = slug ? eq(studios.slug, slug) : undefined;
      const found = codes.length ? await lookUp(codes, inStudio) : [];
      const studiosFound = new Set(found.map((destination) => destination.studioSlug));
      if (studiosFound.size > 1) throw conflict(CODE_MESSAGES.ambiguous);
      if (found.length === 0) {
        await misses.recordMiss('codes', request.ip);
        throw notFound(CODE_MESSAGES.unknown);
      }
      return ok(found[0]!);
    },
  );

  /** The destinations of the codes, the most specific first: children, then jobs, then studios. */
  async function lookUp(codes: string[], inStudio: SQL | undefined): Promise<CodeDestination[]> {
    const children = await app.db
      .select({ subject: subjects, groupName: subjectGroups.name, slug: studios.slug, firstImage: sql<number | null>`(select min(i.id) from images i where i.subject_id = "subjects"."id")` })
      .from(subjects)
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .innerJoin(studios, eq(studios.id, jobs.studioId))
      .leftJoin(subjectGroups, eq(subjectGroups.id, subjects.groupId))
      .where(and(upperIn(sql`${subjects.accessCode}`, codes), open, inStudio))
      .orderBy(asc(subjects.id))
      .limit(2);
    const secret = app.config.jwtSecret;
    if (children.length) {
      return children.map(({ subject, groupName, slug, firstImage }) => ({
        studioSlug: slug, jobId: subject.jobId,
        subject: { id: subject.id, firstName: subject.firstName, lastName: subject.lastName, groupName, imageThumbnailUrl: firstImage ? imageUrl(secret, firstImage, 'thumbnail') : null, subjectToken: signSubjectToken(secret, subject.jobId, subject.id) },
      }));
    }
    const jobRows = await app.db.select({ id: jobs.id, slug: studios.slug }).from(jobs).innerJoin(studios, eq(studios.id, jobs.studioId)).where(and(upperIn(sql`${jobs.accessCode}`, codes), open, inStudio)).limit(2);
    if (jobRows.length) return jobRows.map((row) => ({ studioSlug: row.slug, jobId: row.id, subject: null }));
    const studioRows = await app.db
      .select({ slug: studios.slug })
      .from(studios)
      .where(and(upperIn(sql`${studios.accessCode}`, codes), eq(studios.status, 'active'), eq(studios.rspoEnabled, true), inStudio))
      .limit(2);
    return studioRows.map((row) => ({ studioSlug: row.slug, jobId: null, subject: null }));
  }
}
