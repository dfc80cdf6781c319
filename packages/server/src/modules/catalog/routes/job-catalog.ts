import { dataAnswer, JobPackageSetAnswer, JobPromotionAnswer, PackageListAnswer, PackageSetAnswer, PackageSetListAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { EmptyBody, EntityId, notFoundMessage, CATALOG_MESSAGES } from '@shutterday/domain';
import { PromotionCreate, PromotionUpdate } from '@shutterday/domain/staff';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { jobPackageSets, packageSets } from '../../../db/schema';
import { ok, paged } from '../../../http/envelope';
import { notFound } from '../../../http/http-error';
import { StudioJobParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { resourceRoutes } from '../../resource/resource-routes';
import { STUDIO_WRITE } from '../../resource/write-permissions';
import { jobPackagesRepository, toPublicPackage } from '../repositories/job-packages';
import { jobInStudio, jobPromotionsRepository } from '../repositories/job-promotions';
import { packageSetsRepository } from '../repositories/package-sets';

const JobPackageSetParams = v.object({ studioId: EntityId, jobId: EntityId, packageSetId: EntityId });
/** Offering a set is a link, not a record: its body is an empty object (a write always names its body). */

/** A job's catalog: the package sets it offers, the packages that makes, and its promotions. */
export async function jobCatalogRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const requireJob = async (request: FastifyRequest) => {
    const { studioId, jobId } = request.params as { studioId: number; jobId: number };
    if (!(await jobInStudio(app.db, { studioId, jobId }))) throw notFound(notFoundMessage('Job'));
  };
  const assignedSets = async (jobId: number) =>
    Promise.all(
      (await app.db.select({ id: packageSets.id, studioId: packageSets.studioId }).from(jobPackageSets).innerJoin(packageSets, eq(packageSets.id, jobPackageSets.packageSetId)).where(eq(jobPackageSets.jobId, jobId)).orderBy(asc(packageSets.name)))
        .map(async (set) => (await packageSetsRepository.find(app.db, { studioId: set.studioId }, set.id))!),
    );

  app.get('/studios/:studioId/jobs/:jobId/package-sets', { preHandler: requireJob, schema: { response: { 200: pagedAnswer(PackageSetAnswer) }, tags, summary: 'The package sets a job offers', params: StudioJobParams } }, async (request) => {
    const items = await assignedSets(request.params.jobId);
    return paged(items, { page: 1, pageSize: Math.max(items.length, 1) }, items.length);
  });

  app.get('/studios/:studioId/jobs/:jobId/package-sets/:packageSetId', { preHandler: requireJob, schema: { response: { 200: dataAnswer(JobPackageSetAnswer) }, tags, summary: 'One package set of the studio, with its packages and whether the job offers it', params: JobPackageSetParams } }, async (request) => {
    const { studioId, jobId, packageSetId } = request.params;
    const set = await packageSetsRepository.withPackages(app.db, { studioId }, packageSetId);
    if (!set) throw notFound(notFoundMessage('Package set'));
    const [link] = await app.db.select().from(jobPackageSets).where(and(eq(jobPackageSets.jobId, jobId), eq(jobPackageSets.packageSetId, packageSetId)));
    return ok({ ...set, assigned: Boolean(link) });
  });

  // Assigning is idempotent (a relation, not a record with a version): two staff assigning the same set agree.
  app.put('/studios/:studioId/jobs/:jobId/package-sets/:packageSetId', { preHandler: requireJob, config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(PackageSetListAnswer) }, tags, summary: 'Offer a package set in a job', params: JobPackageSetParams, body: EmptyBody } }, async (request) => {
    const { studioId, jobId, packageSetId } = request.params;
    if (!(await packageSetsRepository.find(app.db, { studioId }, packageSetId))) throw notFound(notFoundMessage('Package set'));
    await app.db.insert(jobPackageSets).values({ jobId, packageSetId }).onConflictDoNothing();
    return ok(await assignedSets(jobId));
  });

  app.delete('/studios/:studioId/jobs/:jobId/package-sets/:packageSetId', { preHandler: requireJob, config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(PackageSetListAnswer) }, tags, summary: 'Stop offering a package set in a job', params: JobPackageSetParams } }, async (request) => {
    const { studioId, jobId, packageSetId } = request.params;
    if (!(await packageSetsRepository.find(app.db, { studioId }, packageSetId))) throw notFound(notFoundMessage('Package set'));
    await app.db.delete(jobPackageSets).where(and(eq(jobPackageSets.jobId, jobId), eq(jobPackageSets.packageSetId, packageSetId)));
    return ok(await assignedSets(jobId));
  });

  app.get('/studios/:studioId/jobs/:jobId/packages', { preHandler: requireJob, schema: { response: { 200: dataAnswer(PackageListAnswer) }, tags, summary: 'The packages a job offers (through its package sets)', params: StudioJobParams } }, async (request) =>
    ok((await jobPackagesRepository.list(app.db, request.params.jobId)).map(toPublicPackage)),
  );

  resourceRoutes(instance, {
    base: '/studios/:studioId/jobs/:jobId/promotions', record: JobPromotionAnswer,
    scopeParams: StudioJobParams,
    idParam: 'promotionId',
    label: 'Promotion',
    tags,
    parent: { label: 'Job', exists: jobInStudio },
    repository: jobPromotionsRepository,
    createBody: PromotionCreate,
    updateBody: PromotionUpdate,
    writePermissions: STUDIO_WRITE,
    refuseWrite: async (db, scope, input, id) => ((await jobPromotionsRepository.codeTaken(db, scope.jobId!, input.code, id)) ? CATALOG_MESSAGES.promotionCodeTaken : null),
  });
}
