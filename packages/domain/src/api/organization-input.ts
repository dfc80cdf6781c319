import * as v from 'valibot';
import { ORGANIZATION_TYPES } from '../catalog';
import { MESSAGES, isPhoneNumber } from '../validation';
import { RecordVersion } from './resource';
import { EntityId } from './params';

const text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters`))), null);

export const OrganizationName = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(120, 'Use at most 120 characters'),
);

export const AddressInput = v.strictObject({
  line1: text(120),
  line2: text(120),
  city: text(80),
  state: text(40),
  postalCode: text(20),
  country: text(60),
});

/** The organization contact (spec §3); it is saved only when an address field has a value. */
export const ContactInput = v.strictObject({
  name: text(120),
  email: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254, 'Use at most 254 characters'), v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MESSAGES.email))),
    null,
  ),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(30, 'Use at most 30 characters'), v.check((s) => s === '' || isPhoneNumber(s), MESSAGES.phone))), null),
  address: AddressInput,
});
export type ContactInput = v.InferOutput<typeof ContactInput>;

/** POST .../organizations. */
export const OrganizationCreate = v.strictObject({
  name: OrganizationName,
  type: v.picklist(ORGANIZATION_TYPES, MESSAGES.oneOf(ORGANIZATION_TYPES)),
  contact: v.optional(v.nullable(ContactInput), null),
});
export type OrganizationCreate = v.InferOutput<typeof OrganizationCreate>;
export type OrganizationCreateInput = v.InferInput<typeof OrganizationCreate>;

export const CONTACT_NEEDS_ADDRESS = 'Add the contact’s address: a contact without one is not saved. Or clear the contact fields';

const filled = (text: string | null) => text !== null && text.trim() !== '';

/** Spec §5 keeps a contact only when an address field has a value: a contact typed without one would be lost. */
export const contactWithoutAddress = (contact: ContactInput | null): boolean =>
  contact !== null && [contact.name, contact.email, contact.phone].some(filled) && !Object.values(contact.address).some(filled);

/** The organization form's schema: the API's, and at submit, the contact that would be dropped for want of an address. */
export const OrganizationFormInput = v.pipe(
  OrganizationCreate,
  v.forward(
    v.check((organization) => !contactWithoutAddress(organization.contact), CONTACT_NEEDS_ADDRESS),
    // Under Address line 1, where the missing value goes. valibot's path type stops two keys below an
    // optional object; forward() itself walks any depth (the form test shows the message there).
    ['contact', 'address', 'line1'] as unknown as ['contact', 'address'],
  ),
);

/** PUT .../organizations/{organizationId}: the whole record plus the version it was read at. */
export const OrganizationUpdate = v.strictObject({ ...OrganizationCreate.entries, version: RecordVersion });
export type OrganizationUpdate = v.InferOutput<typeof OrganizationUpdate>;

/** GET .../organizations/valid?name= (spec §5): is this name free in the studio? */
export const OrganizationNameQuery = v.object({
  name: OrganizationName,
  /** The organization being edited keeps its own name. */
  exceptId: v.optional(EntityId),
});
export type OrganizationNameQuery = v.InferOutput<typeof OrganizationNameQuery>;

export interface OrganizationNameValidity {
  valid: boolean;
  message: string | null;
}
