import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a "Connect with Stripe" round trip may take before the studio must start again. */
const STATE_TTL_MS = 30 * 60 * 1000;

const mac = (secret: Uint8Array, body: string) => createHmac('sha256', secret).update(`connect-state:${body}`).digest('base64url');

/**
 * The OAuth `state` of a connect request: which studio and user started it, until when, signed. The return
 * must carry it back, so a code obtained for another account (a link an attacker sends to a studio
 * administrator) cannot connect that account to this studio.
 */
export function connectState(secret: Uint8Array, studioId: number, userId: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ s: studioId, u: userId, e: now + STATE_TTL_MS })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function stateIsValid(secret: Uint8Array, state: string, studioId: number, userId: number, now = Date.now()): boolean {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { s: unknown; u: unknown; e: unknown };
    return claims.s === studioId && claims.u === userId && typeof claims.e === 'number' && claims.e > now;
  } catch {
    return false;
  }
}
