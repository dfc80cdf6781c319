import * as v from 'valibot';
import type { ConnectStart, PayoutConnection, PayoutEntry, PayoutOrder, PayoutsOverview } from '../payouts';
import { answer, CalendarDate, Instant, WholeNumber } from './envelope';
import { NullableText, Text } from './shared';

/** Studio Settings → Payouts and the provider's webhook. */
export const PayoutConnectionAnswer = answer<PayoutConnection>()(
  v.strictObject({ provider: Text, connected: v.boolean(), accountId: NullableText, verified: v.boolean(), removeBlockedReason: NullableText }),
);
export const ConnectStartAnswer = answer<ConnectStart>()(v.strictObject({ url: Text }));

const PayoutEntryAnswer = answer<PayoutEntry>()(
  v.strictObject({ id: Text, arrivalDate: CalendarDate, amount: WholeNumber, status: v.picklist(['paid', 'pending', 'in_transit', 'failed', 'canceled']) }),
);
const PayoutOrderAnswer = answer<PayoutOrder>()(
  v.strictObject({
    orderNumber: WholeNumber, paidAt: Instant, gross: WholeNumber, taxAndShipping: WholeNumber, refunded: WholeNumber, commission: WholeNumber, net: WholeNumber,
    status: v.picklist(['paid', 'refunded', 'cancelled']), disputed: v.boolean(),
  }),
);
export const PayoutsOverviewAnswer = answer<PayoutsOverview>()(
  v.strictObject({
    currency: v.literal('usd'),
    balance: v.strictObject({ available: WholeNumber, pending: WholeNumber }),
    upcoming: v.array(PayoutEntryAnswer),
    paid: v.array(PayoutEntryAnswer),
    orders: v.array(PayoutOrderAnswer),
    totals: v.strictObject({ gross: WholeNumber, refunded: WholeNumber, commission: WholeNumber, net: WholeNumber }),
  }),
);
export const WebhookReceivedAnswer = v.strictObject({ received: v.literal(true), duplicate: v.boolean() });
