import { CatalogItemAnswer, CatalogTagListAnswer, dataAnswer, pagedAnswer } from '@shutterday/domain/answers';
import { ResourceListQuery } from '@shutterday/domain';
import { CATALOG_ITEM_MESSAGES, CatalogItemCreate, CatalogItemUpdate } from '@shutterday/domain/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { products } from '../../../db/schema';
import { ok, paged } from '../../../http/envelope';
import { StudioParams } from '../../../http/studio-params';
import { typed } from '../../../http/type-provider';
import { resourceRoutes } from '../../resource/resource-routes';
import { catalogItemsRepository } from '../repositories/catalog-items';

/** The product catalogue's items and tags (system admin → Product catalog), under /api/admin. */
export async function adminCatalogItemRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const tags = ['system admin'];
  resourceRoutes(instance, {
    base: '/catalog-items', record: CatalogItemAnswer, scopeParams: v.object({}), idParam: 'catalogItemId', label: 'Catalog item', tags,
    repository: catalogItemsRepository, createBody: CatalogItemCreate, updateBody: CatalogItemUpdate,
    refuseWrite: async (db, _scope, input) => {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, input.productCode));
      return product ? null : CATALOG_ITEM_MESSAGES.unknownProduct;
    },
  });
  app.get('/catalog-tags', { schema: { response: { 200: dataAnswer(CatalogTagListAnswer) }, tags, summary: 'Every tag of the catalogue items, with how many items carry it' } }, async () => ok(await catalogItemsRepository.tags(app.db)));
}

/** The catalogue as a studio picks package items from it (searched by name, product code or tag), under /api/studioadmin. */
export async function studioCatalogItemRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get('/studios/:studioId/catalog-items', { schema: { response: { 200: pagedAnswer(CatalogItemAnswer) }, tags: ['studio admin'], summary: 'The product catalogue to pick package items from', params: StudioParams, querystring: ResourceListQuery } }, async (request) => {
    const { items, total } = await catalogItemsRepository.list(app.db, { studioId: request.params.studioId }, request.query);
    return paged(items, request.query, total);
  });
}
