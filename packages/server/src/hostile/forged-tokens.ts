import { SignJWT } from 'jose';
import { signAccessToken, type AccessTokenSubject } from '../modules/accounts/services/access-token';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that must all be refused with 401, made from a real one of `subject`. */
export async function forgedTokens(secret: Uint8Array, subject: AccessTokenSubject, validToken: string): Promise<Array<[string, string]>> {
  const [, payload, signature] = validToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const elevated = { ...claims, permission: 'system.admin', studio_id: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
  const wrongKey = await new SignJWT(elevated).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('an-attacker-chosen-secret-of-enough-length'));
  const expired = (await signAccessToken(secret, subject, Date.now() - 60 * 60 * 1000)).token;
  return [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(elevated)}.`],
    ['alg none without a dot', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(elevated)}`],
    ['a wrong key', wrongKey],
    ['an edited payload', `${validToken.split('.')[0]}.${b64(elevated)}.${signature}`],
    ['an expired token', expired],
    ['HS512 with the right key', await new SignJWT(elevated).setProtectedHeader({ alg: 'HS512' }).setIssuer('shutterday').sign(secret)],
    ['garbage', 'not.a.token'],
  ];
}
