import { OrderServiceAnswer, ProductAnswer, ShippingOptionAnswer } from '@shutterday/domain/answers';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminFeatureRoutes, adminAttentionRoutes, adminStudioRoutes } from '../modules/studios';
import { requireSystemAdmin } from '../http/guards';
import { adminGalleriesProcessingRoutes } from '../modules/media/routes/admin-galleries-processing';
import { adminConfigurationRoutes, adminTaxRoutes } from '../modules/settings';
import { adminLogRoutes, adminSystemRoutes, adminOrderErrorRoutes } from '../modules/logs';
import { adminUserRoutes } from '../modules/users';
import { adminDefinedFieldRoutes } from '../modules/events/routes/defined-fields';
import { platformReportRoutes } from '../modules/reports/routes/platform-reports';
import { adminWorkflowRoutes } from '../modules/workflows/routes/workflow-templates';
import { adminCatalogItemRoutes } from '../modules/catalog/routes/catalog-items';
import { watermarkRoutes, type WatermarkRoutesOptions } from '../modules/watermarks/routes/watermark-routes';
import { orderServicesRepository } from '../modules/catalog/repositories/order-services';
import { productsRepository } from '../modules/catalog/repositories/products';
import { shippingOptionsRepository } from '../modules/catalog/repositories/shipping-options';
import { resourceRoutes } from '../modules/resource/resource-routes';
import { valueTaken } from '../modules/resource/resource-repository';
import { products, shippingOptions } from '../db/schema';
import { OrderServiceUpdate, PRODUCT_MESSAGES, ProductCreate, ProductUpdate, SHIPPING_OPTION_MESSAGES, ShippingOptionCreate, ShippingOptionUpdate } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import { adminRemoteRoutes } from '../modules/releases';

const tags = ['system admin'];

/** Everything under /api/admin: system administrators only. */
export async function adminRoutes(instance: FastifyInstance): Promise<void> {
  instance.addHook('onRequest', requireSystemAdmin);
  await instance.register(adminGalleriesProcessingRoutes);
  await instance.register(adminLogRoutes);
  await instance.register(adminTaxRoutes);
  await instance.register(adminConfigurationRoutes);
  await instance.register(adminFeatureRoutes);
  await instance.register(adminSystemRoutes);
  await instance.register(adminUserRoutes);
  await instance.register(adminOrderErrorRoutes);
  await instance.register(adminDefinedFieldRoutes);
  await instance.register(platformReportRoutes);
  await instance.register(adminWorkflowRoutes);
  await instance.register(adminCatalogItemRoutes);
  await instance.register(watermarkRoutes, { base: '/watermark', tags, scopeOf: () => null, sampleName: async () => 'Sample Studio' } satisfies WatermarkRoutesOptions);
  await instance.register(adminStudioRoutes);
  await instance.register(adminAttentionRoutes);
  await instance.register(adminRemoteRoutes);

  // The platform's shipping options: listed, made and edited (never deleted: orders keep their code).
  resourceRoutes(instance, {
    base: '/shipping-options', record: ShippingOptionAnswer, scopeParams: v.object({}), idParam: 'shippingOptionId', label: 'Shipping option', tags,
    repository: shippingOptionsRepository, createBody: ShippingOptionCreate, updateBody: ShippingOptionUpdate, only: ['list', 'get', 'create', 'update'],
    refuseWrite: async (db, _scope, input) =>
      'code' in input && (await valueTaken(db, shippingOptions, shippingOptions.code, sql`true`, input.code)) ? SHIPPING_OPTION_MESSAGES.codeTaken : null,
  });

  // The platform's products: made, renamed, and deleted while no package holds them (their items keep the code).
  resourceRoutes(instance, {
    base: '/products', record: ProductAnswer, scopeParams: v.object({}), idParam: 'productId', label: 'Product', tags,
    repository: productsRepository, createBody: ProductCreate, updateBody: ProductUpdate,
    refuseWrite: async (db, _scope, input) =>
      'code' in input && (await valueTaken(db, products, products.code, sql`true`, input.code)) ? PRODUCT_MESSAGES.codeTaken : null,
    refuseDelete: async (db, _scope, id) => {
      const items = await productsRepository.itemsUsing(db, id);
      return items > 0 ? PRODUCT_MESSAGES.inUse(items) : null;
    },
  });

  // The platform's photo services: listed and edited (name, price, offered); their codes are the ordering rules'.
  resourceRoutes(instance, {
    base: '/order-services', record: OrderServiceAnswer, scopeParams: v.object({}), idParam: 'orderServiceId', label: 'Order service', tags,
    repository: orderServicesRepository, createBody: v.never(), updateBody: OrderServiceUpdate, only: ['list', 'get', 'update'],
  });
}
