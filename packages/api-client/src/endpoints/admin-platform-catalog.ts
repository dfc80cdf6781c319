import type { OrderServiceRecord, OrderServiceUpdate, ShippingOptionCreate, ShippingOptionRecord, ShippingOptionUpdate } from '@shutterday/domain/staff';
import { defineResource } from '@shutterday/api-client';

/** The platform's shipping options (GET, POST /api/admin/shipping-options; GET, PUT .../{id}): one list for every studio. */
export const shippingOptionsResource = defineResource<ShippingOptionRecord, ShippingOptionCreate, ShippingOptionUpdate, void>({ path: () => 'admin/shipping-options' });

/** The platform's photo services (GET /api/admin/order-services; GET, PUT .../{id}): edited, never made or deleted. */
export const orderServicesResource = defineResource<OrderServiceRecord, never, OrderServiceUpdate, void>({ path: () => 'admin/order-services' });
