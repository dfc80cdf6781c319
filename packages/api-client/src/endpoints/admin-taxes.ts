import type { TaxRateCreate, TaxRateRecord, TaxRateUpdate } from '@shutterday/domain/staff';
import { defineResource } from '@shutterday/api-client';

/** The built-in tax table (GET, POST /api/admin/taxes; GET, PUT, DELETE .../{taxRateId}): one rate per US state. */
export const taxRatesResource = defineResource<TaxRateRecord, TaxRateCreate, TaxRateUpdate, void>({ path: () => 'admin/taxes' });
