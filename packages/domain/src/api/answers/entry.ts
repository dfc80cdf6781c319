import * as v from 'valibot';
import { PAYMENT_METHODS } from '../../entry/payment-method';
import type { EnteredOrder, EntryContact, EntryPackage, EntrySubject } from '../entry';
import { answer, WholeNumber } from './envelope';
import { NullableText, Text } from './shared';

/** Envelope entry's answers (docs/server.md "Envelope entry"). */
export const EntryContactAnswer = answer<EntryContact>()(v.strictObject({ entryKey: Text, firstName: Text, lastName: Text, email: Text, phone: Text }));

export const EntryPackageAnswer = answer<EntryPackage>()(v.strictObject({ id: WholeNumber, name: Text, price: WholeNumber, addon: v.boolean() }));
export const EntryPackageListAnswer = v.array(EntryPackageAnswer);

export const EntrySubjectAnswer = answer<EntrySubject>()(
  v.strictObject({ id: WholeNumber, firstName: Text, lastName: Text, group: NullableText, accessCode: NullableText, poses: v.array(v.strictObject({ imageId: WholeNumber, fileName: NullableText })) }),
);
export const EntrySubjectListAnswer = v.array(EntrySubjectAnswer);

export const EnteredOrderAnswer = answer<EnteredOrder>()(
  v.strictObject({
    orderNumber: Text, entryKey: Text, customerName: Text, subjectName: Text, paymentMethod: v.picklist(PAYMENT_METHODS), checkNumber: NullableText, total: WholeNumber, created: v.boolean(),
  }),
);
