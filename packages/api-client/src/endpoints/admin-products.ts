import type { ProductCreate, ProductRecord, ProductUpdate } from '@shutterday/domain/staff';
import { defineResource } from '@shutterday/api-client';

/** The platform's products (GET, POST /api/admin/products; GET, PUT, DELETE .../{id}): what studios build package items from. */
export const productsResource = defineResource<ProductRecord, ProductCreate, ProductUpdate, void>({ path: () => 'admin/products' });
