import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailLogEntry, OrderError, TaxLogEntry } from '@shutterday/domain/staff';
import { apiPost, defineResource } from '@shutterday/api-client';

/** The platform's outgoing e-mail, newest first (GET /api/admin/mail-log; search, status). */
export const mailLogResource = defineResource<MailLogEntry, never, never, void>({ path: () => 'admin/mail-log' });

/** POST /api/admin/mail-log/{id}/resend: the message goes back to the mail queue; the lists show it owed again. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<MailLogEntry>(`admin/mail-log/${id}/resend`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: mailLogResource.keys(undefined).lists() }),
  });
}

/** Every tax calculation of the checkout, newest first (GET /api/admin/tax-log; search). Read only. */
export const taxLogResource = defineResource<TaxLogEntry, never, never, void>({ path: () => 'admin/tax-log' });

/** Checkouts a payment refused, newest first (GET /api/admin/order-errors; search, state open or ordered). Read only. */
export const orderErrorsResource = defineResource<OrderError, never, never, void>({ path: () => 'admin/order-errors' });
