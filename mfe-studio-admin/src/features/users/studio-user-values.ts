import { boundedEmail, MESSAGES } from '@shutterday/domain';
import { STUDIO_STAFF_PERMISSIONS, type StudioUserCreate, type StudioUserUpdate, type UserRecord } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the studio's user form holds; the server's StudioUserCreate / StudioUserUpdate check the same again. */
export const StudioUserFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(120, 'Use at most 120 characters')),
  email: boundedEmail,
  permissions: v.array(v.picklist(STUDIO_STAFF_PERMISSIONS)),
  rspoJob: v.boolean(),
  disabled: v.boolean(),
});
export type StudioUserFormValues = v.InferOutput<typeof StudioUserFormSchema>;

// Least privilege: a colleague starts with nothing ticked.
export const EMPTY_STUDIO_USER: StudioUserFormValues = { name: '', email: '', permissions: [], rspoJob: false, disabled: false };

export const fromStudioUser = ({ name, email, permissions, rspoJob, disabled }: UserRecord): StudioUserFormValues => ({ name, email, permissions, rspoJob, disabled });
export const toStudioUserCreate = ({ disabled: _disabled, ...values }: StudioUserFormValues): StudioUserCreate => values;
export const toStudioUserUpdate = (values: StudioUserFormValues, version: number): StudioUserUpdate => ({ ...values, version });
