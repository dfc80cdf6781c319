import type { TokenClaims } from '@shutterday/domain';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'shutterday';

export interface AccessTokenSubject {
  userId: number;
  name: string;
  email: string;
  permissions: string[];
  studioId: number | null;
  /** `users.auth_version` as read when the token is issued. */
  authVersion: number;
  /** Kept away from jobs and organizations (spec's rspoJob). */
  rspoJob: boolean;
}

/** Signs the short-lived access token (HS256) with exactly the claims of TokenClaims. */
export async function signAccessToken(secret: Uint8Array, subject: AccessTokenSubject, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const exp = Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  const claims: Omit<TokenClaims, 'exp'> = {
    name: subject.name,
    email: subject.email,
    nameid: String(subject.userId),
    // Spec §3: one permission is a string, several are a list.
    permission: subject.permissions.length === 1 ? subject.permissions[0]! : subject.permissions,
    studio_id: subject.studioId,
    auth_version: subject.authVersion,
    rspo_job: subject.rspoJob,
  };
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

export async function verifyAccessToken(secret: Uint8Array, token: string, now = Date.now()): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now) });
    if (typeof payload.nameid !== 'string' || typeof payload.exp !== 'number' || !Number.isInteger(payload.auth_version) || typeof payload.rspo_job !== 'boolean') return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
