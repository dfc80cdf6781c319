import * as v from 'valibot';
import { MESSAGES } from '../validation';
import { boundedEmail, boundedString, requiredText, TEXT_LIMITS } from '../validation/bounded';
import { NewPassword } from './auth';

const CurrentPassword = v.pipe(boundedString(TEXT_LIMITS.password, MESSAGES.required), v.nonEmpty(MESSAGES.required));

/** GET .../profile: the signed-in user as they appear to others. */
export interface Profile {
  name: string;
  email: string;
  /** A new address waiting for its link to be opened (the login stays `email` until then). */
  pendingEmail: string | null;
}

/** PUT .../profile: name (changed at once) and e-mail (the login: a different one is mailed a link and changes when it is opened), confirmed with the current password. */
export const ProfileUpdate = v.strictObject({ name: requiredText(TEXT_LIMITS.name), email: boundedEmail, currentPassword: CurrentPassword });
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>;

/** POST .../profile/password. */
export const PasswordChange = v.strictObject({ currentPassword: CurrentPassword, newPassword: NewPassword });
export type PasswordChange = v.InferOutput<typeof PasswordChange>;

export const PROFILE_MESSAGES = {
  wrongPassword: 'currentPassword: Your current password is not correct',
  emailPending: (email: string) => `We sent a link to ${email}. Your e-mail changes when you open it.`,
  emailTaken: 'email: This e-mail address is already used by another account',
} as const;
