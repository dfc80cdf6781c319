import { CatalogProductListAnswer, CouponCodeAnswer, dataAnswer, PackagePreferencesAnswer, PackageSetAnswer, PackageSetWithPackagesAnswer, StudioPackageAnswer } from '@shutterday/domain/answers';
import { CATALOG_MESSAGES, EntityId, notFoundMessage, STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PackageCreate, PackagePreferencesUpdate } from '@shutterday/domain/staff';
import { CouponCodeCreate, CouponCodeUpdate, PackageSetCreate, PackageSetPackagesUpdate, PackageSetUpdate, PackageUpdate } from '@shutterday/domain/staff';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { products } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import { StudioParams, tags } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { STALE } from '../../resource/resource-repository';
import { resourceRoutes } from '../../resource/resource-routes';
import { STUDIO_WRITE } from '../../resource/write-permissions';

import { couponCodesRepository } from '../repositories/coupon-codes';
import { packagePreferencesRepository } from '../repositories/package-preferences';
import { packageSetsRepository, UnknownPackageError } from '../repositories/package-sets';
import { studioPackagesRepository } from '../repositories/studio-packages';

const PackageSetParams = v.object({ studioId: EntityId, packageSetId: EntityId });

/** The studio catalog: packages, package sets and their packages, coupon codes, package preferences, products. */
export async function studioCatalogRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/studios/:studioId/products', { schema: { response: { 200: dataAnswer(CatalogProductListAnswer) }, tags, summary: 'The product catalogue a package item is picked from', params: StudioParams } }, async () =>
    ok(await app.db.select({ id: products.id, code: products.code, name: products.name, digital: products.digital }).from(products).orderBy(asc(products.name), asc(products.id))),
  );

  resourceRoutes(instance, {
    base: '/studios/:studioId/packages', record: StudioPackageAnswer,
    scopeParams: StudioParams,
    idParam: 'packageId',
    label: 'Package',
    tags,
    repository: studioPackagesRepository,
    createBody: PackageCreate,
    updateBody: PackageUpdate,
    writePermissions: STUDIO_WRITE,
  });

  resourceRoutes(instance, {
    base: '/studios/:studioId/package-sets', record: PackageSetAnswer,
    scopeParams: StudioParams,
    idParam: 'packageSetId',
    label: 'Package set',
    tags,
    repository: packageSetsRepository,
    createBody: PackageSetCreate,
    updateBody: PackageSetUpdate,
    writePermissions: STUDIO_WRITE,
    refuseWrite: async (db, scope, input, id) => ((await packageSetsRepository.nameTaken(db, scope.studioId, input.name, id)) ? CATALOG_MESSAGES.packageSetNameTaken : null),
    refuseDelete: async (db, _scope, id) => ((await packageSetsRepository.assignedToJobs(db, id)) ? CATALOG_MESSAGES.packageSetAssigned : null),
  });

  app.get('/studios/:studioId/package-sets/:packageSetId/packages', { schema: { response: { 200: dataAnswer(PackageSetWithPackagesAnswer) }, tags, summary: 'The packages of a set, in order', params: PackageSetParams } }, async (request) => {
    const { studioId, packageSetId } = request.params;
    const set = await packageSetsRepository.withPackages(app.db, { studioId }, packageSetId);
    if (!set) throw notFound(notFoundMessage('Package set'));
    return ok(set);
  });

  app.put(
    '/studios/:studioId/package-sets/:packageSetId/packages',
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(PackageSetWithPackagesAnswer) }, tags, summary: 'Set the packages of a set, in order (send back its version)', params: PackageSetParams, body: PackageSetPackagesUpdate } },
    async (request) => {
      const { studioId, packageSetId } = request.params;
      try {
        const result = await packageSetsRepository.setPackages(app.db, { studioId }, packageSetId, request.body);
        if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
        if (result === null) throw notFound(notFoundMessage('Package set'));
        return ok(result);
      } catch (error) {
        if (error instanceof UnknownPackageError) throw badRequest(`packageIds: ${notFoundMessage('Package')}`);
        throw error;
      }
    },
  );

  resourceRoutes(instance, {
    base: '/studios/:studioId/coupon-codes', record: CouponCodeAnswer,
    scopeParams: StudioParams,
    idParam: 'couponCodeId',
    label: 'Coupon code',
    tags,
    repository: couponCodesRepository,
    createBody: CouponCodeCreate,
    updateBody: CouponCodeUpdate,
    writePermissions: STUDIO_WRITE,
    refuseWrite: async (db, scope, input, id) => {
      if (input.jobId !== null && !(await couponCodesRepository.jobInStudio(db, scope.studioId, input.jobId))) return notFoundMessage('Job');
      return (await couponCodesRepository.codeTaken(db, scope.studioId, input.code, id)) ? CATALOG_MESSAGES.couponCodeTaken : null;
    },
  });

  app.get('/studios/:studioId/package-preferences', { schema: { response: { 200: dataAnswer(PackagePreferencesAnswer) }, tags, summary: "The studio's defaults for new jobs", params: StudioParams } }, async (request) =>
    ok(await packagePreferencesRepository.get(app.db, request.params.studioId)),
  );

  app.put(
    '/studios/:studioId/package-preferences',
    { config: { permissions: STUDIO_WRITE }, schema: { response: { 200: dataAnswer(PackagePreferencesAnswer) }, tags, summary: "Save the studio's defaults for new jobs (send back the version)", params: StudioParams, body: PackagePreferencesUpdate } },
    async (request) => {
      const { studioId } = request.params;
      const { defaultPackageSetId } = request.body;
      if (defaultPackageSetId !== null && !(await packagePreferencesRepository.setInStudio(app.db, studioId, defaultPackageSetId))) {
        throw badRequest(`defaultPackageSetId: ${notFoundMessage('Package set')}`);
      }
      const result = await packagePreferencesRepository.save(app.db, studioId, request.body);
      if (result === STALE) throw conflict(STALE_RECORD_MESSAGE);
      if (result === null) throw notFound(notFoundMessage('Studio'));
      return ok(result);
    },
  );
}
