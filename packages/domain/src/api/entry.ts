import * as v from 'valibot';
import { ENVELOPE_PAYMENT_METHODS, type PaymentMethod } from '../entry/payment-method';
import { boundedList, boundedString, boundedText, requiredText, TEXT_LIMITS } from '../validation/bounded';
import { wholeNumber } from '../validation/whole-number';
import { EntityId } from './params';

/** Most packages one envelope can carry: a paper envelope has a handful of boxes. */
export const ENVELOPE_MAX_LINES = 20;
/** Most copies of one package on one envelope line. */
export const ENVELOPE_MAX_QUANTITY = 99;
/** Most children one type-ahead answers. */
export const ENTRY_SUBJECT_MATCHES = 10;

export const ENTRY_KEY_MESSAGE = 'entryKey must be the envelope key (a UUID) the form made';
export const CHECK_NUMBER_REQUIRED = 'Enter the check number';
export const CARD_TOKEN_REQUIRED = 'Enter the card';
export const ENTRY_CONTACT_REQUIRED = "Enter the envelope's contact first";

/** The client's key of one envelope: a retried save with the same key never makes a second order. */
export const EntryKey = v.pipe(boundedString(36, ENTRY_KEY_MESSAGE), v.uuid(ENTRY_KEY_MESSAGE));

const OptionalEmail = v.pipe(
  v.optional(boundedText(TEXT_LIMITS.email), ''),
  v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'This value is not a valid email address'),
);

/** POST .../organizations/{orgId}/jobs/{jobId}/checkout/contact: who the envelope's order is for (spec §7 "entry order contact"). */
export const EntryContactBody = v.object({
  entryKey: EntryKey,
  firstName: requiredText(TEXT_LIMITS.name),
  lastName: requiredText(TEXT_LIMITS.name),
  email: OptionalEmail,
  phone: v.optional(boundedText(TEXT_LIMITS.code), ''),
});
export type EntryContactBody = v.InferOutput<typeof EntryContactBody>;
export type EntryContactInput = v.InferInput<typeof EntryContactBody>;

export interface EntryContact {
  entryKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const EnvelopeLine = v.object({
  packageId: EntityId,
  quantity: v.optional(wholeNumber(1, ENVELOPE_MAX_QUANTITY), 1),
  /** The pose: one of the child's photos; none = the first. */
  imageId: v.optional(v.nullable(EntityId), null),
});

export const EnvelopePayment = v.pipe(
  v.object({
    method: v.picklist(ENVELOPE_PAYMENT_METHODS, 'method must be one of card, cash, check, invoice'),
    checkNumber: v.optional(boundedText(TEXT_LIMITS.code), ''),
    /** The card form's PaymentMethod id (the card number never reaches the server). */
    paymentToken: v.optional(boundedText(TEXT_LIMITS.token), ''),
  }),
  v.check((p) => p.method !== 'check' || p.checkNumber !== '', CHECK_NUMBER_REQUIRED),
  v.check((p) => p.method !== 'card' || p.paymentToken !== '', CARD_TOKEN_REQUIRED),
);

/** POST .../organizations/{orgId}/jobs/{jobId}/entry/orders: one envelope, saved as one order. */
export const EnvelopeBody = v.object({
  entryKey: EntryKey,
  subjectId: EntityId,
  lines: v.pipe(boundedList(EnvelopeLine, ENVELOPE_MAX_LINES), v.minLength(1, 'Pick at least one package')),
  payment: EnvelopePayment,
});
export type EnvelopeBody = v.InferOutput<typeof EnvelopeBody>;
export type EnvelopeInput = v.InferInput<typeof EnvelopeBody>;

export const EntrySubjectsQuery = v.object({ search: v.optional(boundedText(TEXT_LIMITS.line), '') });

/** A package the envelope form offers: its price and whether it is an add-on. */
export interface EntryPackage {
  id: number;
  name: string;
  price: number;
  addon: boolean;
}

export interface EntrySubject {
  id: number;
  firstName: string;
  lastName: string;
  group: string | null;
  /** The code on the child's camera card: the form shows it with the picked child's name before saving. */
  accessCode: string | null;
  /** The child's photos in pose order: the form picks one by its number. */
  poses: { imageId: number; fileName: string | null }[];
}

export interface EnteredOrder {
  orderNumber: string;
  entryKey: string;
  customerName: string;
  subjectName: string;
  paymentMethod: PaymentMethod;
  checkNumber: string | null;
  total: number;
  /** False when a retry found the order the first save made. */
  created: boolean;
}
