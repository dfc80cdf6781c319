import { boundedEmail, MESSAGES } from '@shutterday/domain';
import { STUDIO_STAFF_PERMISSIONS, USER_ROLES, type UserCreate, type UserRecord, type UserUpdate } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the user form holds; the server's UserCreate / UserUpdate check the same rules again. */
export const UserFormSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(120, 'Use at most 120 characters')),
    email: boundedEmail,
    role: v.picklist(USER_ROLES),
    studioId: v.nullable(v.number()),
    permissions: v.array(v.picklist(STUDIO_STAFF_PERMISSIONS)),
    rspoJob: v.boolean(),
    disabled: v.boolean(),
  }),
  v.forward(
    v.check((values) => values.role === 'systemAdmin' || values.studioId !== null, 'Choose the studio this user works for'),
    ['studioId'],
  ),
);
export type UserFormValues = v.InferOutput<typeof UserFormSchema>;

// Least privilege: a new user starts with no permission ticked; the administrator ticks what the job needs.
export const EMPTY_USER: UserFormValues = { name: '', email: '', role: 'studio', studioId: null, permissions: [], rspoJob: false, disabled: false };

export const fromUser = ({ name, email, role, studioId, permissions, rspoJob, disabled }: UserRecord): UserFormValues => ({ name, email, role, studioId, permissions, rspoJob, disabled });

/** A system administrator has no studio and no studio permissions: what the form still holds of them is not sent. */
export function toUserCreate({ disabled: _disabled, ...values }: UserFormValues): UserCreate {
  return values.role === 'systemAdmin' ? { ...values, studioId: null, permissions: [], rspoJob: false } : values;
}

export const toUserUpdate = (values: UserFormValues, version: number): UserUpdate => ({ ...toUserCreate(values), disabled: values.disabled, version });
