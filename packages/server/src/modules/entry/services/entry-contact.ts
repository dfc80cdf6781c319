import type { CheckoutDetails } from '@shutterday/domain';
import type { EntryContact, EntryContactBody } from '@shutterday/domain/staff';
import type { FastifyInstance } from 'fastify';
import { cartsRepository } from '../../ordering';
import type { EntryJob } from '../repositories/entry-lookups';
import { envelopeToken } from './entry-token';
import { requireEntryJob, type EntryScope } from './entry-scope';

/** The envelope's order as checkout details: handed over at the school with the class (a batch order, no shipping). */
export function envelopeCheckout(job: EntryJob, contact: EntryContactBody): CheckoutDetails {
  return {
    customer: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, ...(contact.phone ? { phone: contact.phone } : {}) },
    billingAddress: job.address,
    shippingAddress: null,
    shippingAddressSameAsBillingAddress: true,
    payMethod: 'card',
    shippingOption: null,
    isPartOfBatchOrder: true,
    mailToHome: false,
    orderMethod: 'Prepay',
  } as CheckoutDetails;
}

/**
 * POST .../jobs/{jobId}/checkout/contact (spec §7 "entry order contact"): who the envelope is for, kept on
 * the envelope's cart until it is saved. Repeating it changes the contact; once the envelope is saved it
 * changes nothing and answers the contact as placed.
 */
export async function saveEntryContact(app: FastifyInstance, scope: EntryScope, body: EntryContactBody): Promise<EntryContact> {
  return app.db.transaction(async (tx) => {
    const job = await requireEntryJob(tx, scope);
    const row = await cartsRepository.findOrCreate(tx, envelopeToken(body.entryKey, job.jobId), job.jobId, 'Prepay');
    const answer = (details: CheckoutDetails): EntryContact => ({
      entryKey: body.entryKey, firstName: details.customer.firstName, lastName: details.customer.lastName, email: details.customer.email, phone: details.customer.phone ?? '',
    });
    if (row.status === 'submitted' && row.checkout) return answer(row.checkout as CheckoutDetails);
    const details = envelopeCheckout(job, body);
    await cartsRepository.update(tx, row.id, { checkout: details });
    return answer(details);
  });
}
