import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CART_KEY_HEADER, CART_KEY_PATTERN, MISSING_CART_KEY_MESSAGE } from '@shutterday/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../http/http-error';

/**
 * The browser's cart key never reaches the database: the cart row holds sha256(key, job) shaped as a
 * uuid. One key serves every job, a leaked table reveals no key, and the key alone finds nothing
 * without the job.
 */
export function cartTokenFor(cartKey: string, jobId: number): string {
  const hex = createHash('sha256').update(`cart:${jobId}:${cartKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The caller's cart of a job: the row's token, derived from the browser's cart key and the job. */
export interface CartRef {
  jobId: number;
  token: string;
}

/** The cart key header, or 400. */
export function readCartKey(request: FastifyRequest): string {
  const raw = request.headers[CART_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !CART_KEY_PATTERN.test(key)) throw badRequest(MISSING_CART_KEY_MESSAGE);
  return key;
}

/** The server's signature of `text` (base64url). */
export function hmac(secret: Uint8Array, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Compares two signatures in constant time. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Subject tokens last a week: long enough to come back to a cart, short enough that a shared link fades. */
export const SUBJECT_TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

/** `subjectId.expiresAtSeconds.hmac`: granted by the subject search, required by every subject call. */
export function signSubjectToken(secret: Uint8Array, jobId: number, subjectId: number, now = new Date()): string {
  const exp = Math.floor((now.getTime() + SUBJECT_TOKEN_TTL_MS) / 1000);
  return `${subjectId}.${exp}.${hmac(secret, `subject:${jobId}:${subjectId}:${exp}`)}`;
}

export function isValidSubjectToken(secret: Uint8Array, jobId: number, subjectId: number, token: string, now = new Date()): boolean {
  const [id, exp, signature] = token.split('.');
  if (id !== String(subjectId) || !exp || !signature || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 <= now.getTime()) return false;
  return sameText(signature, hmac(secret, `subject:${jobId}:${subjectId}:${exp}`));
}

/**
 * A download link id is derived from the server secret, the order and the image, so the order page can
 * show the same links again while the table keeps only their sha256; without the secret none can be guessed.
 */
export function downloadLinkId(secret: Uint8Array, orderId: number, imageId: number): string {
  return hmac(secret, `download:${orderId}:${imageId}`).slice(0, 32);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
