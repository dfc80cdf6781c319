import type { ShippingOptionCreate, ShippingOptionRecord, ShippingOptionUpdate } from '@shutterday/domain/staff';
import { defineResource } from '@shutterday/api-client';

/** The platform's shipping options (GET, POST /api/admin/shipping-options; GET, PUT .../{id}): one list for every studio. */
export const shippingOptionsResource = defineResource<ShippingOptionRecord, ShippingOptionCreate, ShippingOptionUpdate, void>({ path: () => 'admin/shipping-options' });
