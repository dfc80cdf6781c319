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

// Staff subpath only (not the customer bundle): the shell's /confirm-email page and the server use these.
/** POST /api/auth/confirm-email with the single-use token mailed to the new address. */
export const ConfirmEmailRequest = v.object({ token: v.pipe(boundedString(TEXT_LIMITS.token), v.nonEmpty('This field is required')) });
export type ConfirmEmailRequest = v.InferOutput<typeof ConfirmEmailRequest>;
/** Its answer: the account's login from now on. */
export interface EmailConfirmed {
  email: string;
}
export const INVALID_EMAIL_LINK = 'This link is invalid, expired or was already used. Save your new e-mail on your profile again to get a new one.';

export const PROFILE_MESSAGES = {
  wrongPassword: 'currentPassword: Your current password is not correct',
  emailPending: (email: string) => `We sent a link to ${email}. Your e-mail changes when you open it.`,
  emailTaken: 'email: This e-mail address is already used by another account',
} as const;
