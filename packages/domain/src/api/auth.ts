import * as v from 'valibot';
import { boundedEmail, boundedString, requiredText, TEXT_LIMITS } from '../validation/bounded';

/** POST /api/auth/login. `username` is the user's e-mail address. */
export const LoginRequest = v.object({
  username: requiredText(TEXT_LIMITS.email),
  password: v.pipe(boundedString(TEXT_LIMITS.password), v.nonEmpty('This field is required')),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/** POST /api/auth/refresh and POST /api/auth/logout. */
export const RefreshRequest = v.object({
  refreshToken: v.pipe(boundedString(TEXT_LIMITS.token), v.nonEmpty('This field is required')),
});
export type RefreshRequest = v.InferOutput<typeof RefreshRequest>;

/** Answer of login, refresh and setup (spec §3 "Auth token response"). `expiration` is an ISO 8601 instant. */
export interface AuthTokenResponse {
  token: string;
  refreshToken: string;
  expiration: string;
}

/**
 * Answer of POST /api/auth/setup (202), the same whether the e-mail is new or already has an account, so
 * that setup never tells who has an account. A new studio waits for a system administrator's approval.
 */
export interface SetupAccepted {
  accepted: true;
  message: string;
}
export const SETUP_ACCEPTED_MESSAGE =
  'We have received your request. Your studio will be ready once the Shutterday team approves it; we have e-mailed you.';

/** 403 of every studio admin call of a studio that setup opened and no system administrator approved yet. */
export const STUDIO_PENDING_MESSAGE = 'This studio is waiting for approval by the Shutterday team';

/** POST /api/auth/forgot-password: always answers 202 so that it never tells whether an e-mail exists. */
export const ForgotPasswordRequest = v.object({
  email: boundedEmail,
});
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequest>;

export const PASSWORD_MIN_LENGTH = 10;

/** A new password (reset, setup, the profile's change). */
export const NewPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(200, 'Use at most 200 characters'),
);

/** POST /api/auth/reset-password with the single-use token from the e-mail. */
export const ResetPasswordRequest = v.object({
  token: v.pipe(boundedString(TEXT_LIMITS.token), v.nonEmpty('This field is required')),
  password: NewPassword,
});
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequest>;

/** Studio web slug: lower-case letters, digits and dashes; the reserved first segments are refused by the server. */
export const StudioSlug = v.pipe(
  boundedString(TEXT_LIMITS.code + 20),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'Use 1 to 40 lower-case letters, digits or dashes'),
);

/** POST /api/auth/setup: onboarding creates a studio and its first administrator, then logs them in. */
export const SetupRequest = v.object({
  accountNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  studioName: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120)),
  studioSlug: StudioSlug,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120)),
  email: boundedEmail,
  password: NewPassword,
});
export type SetupRequest = v.InferOutput<typeof SetupRequest>;
