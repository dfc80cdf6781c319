import type { MailLogEntry, OrderError, TaxLogEntry } from '@shutterday/domain/staff';
import { defineResource } from '@shutterday/api-client';

/** The platform's outgoing e-mail, newest first (GET /api/admin/mail-log; search, status). Read only. */
export const mailLogResource = defineResource<MailLogEntry, never, never, void>({ path: () => 'admin/mail-log' });

/** Every tax calculation of the checkout, newest first (GET /api/admin/tax-log; search). Read only. */
export const taxLogResource = defineResource<TaxLogEntry, never, never, void>({ path: () => 'admin/tax-log' });

/** Checkouts a payment refused, newest first (GET /api/admin/order-errors; search, state open or ordered). Read only. */
export const orderErrorsResource = defineResource<OrderError, never, never, void>({ path: () => 'admin/order-errors' });
