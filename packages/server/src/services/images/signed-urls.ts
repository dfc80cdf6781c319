import { createHmac, timingSafeEqual } from 'node:crypto';

export type ImageVariant = 'thumbnail' | 'preview';

/** How long a handed-out image URL works at least; URLs step every 6 hours so browsers can cache them. */
export const IMAGE_URL_LIFETIME_S = 24 * 60 * 60;
const STEP_S = 6 * 60 * 60;

/** The expiry (epoch seconds) of a URL made at `now`: 24 to 30 hours ahead, the same for 6 hours. */
export function imageUrlExpiry(now = Date.now()): number {
  return (Math.floor(now / 1000 / STEP_S) + 1) * STEP_S + IMAGE_URL_LIFETIME_S;
}

/**
 * Image URLs carry an HMAC of the id, the variant and an expiry, so ids cannot be enumerated to browse
 * other children's photos and a URL that leaked (a shared link, a browser history) stops working: only
 * URLs the API handed out (after its own access checks) in the last day or so work.
 */
export function imageSignature(secret: Uint8Array, imageId: number, variant: ImageVariant, expires: number): string {
  return createHmac('sha256', secret).update(`${imageId}:${variant}:${expires}`).digest('base64url').slice(0, 22);
}

export function imageUrl(secret: Uint8Array, imageId: number, variant: ImageVariant, now = Date.now()): string {
  const expires = imageUrlExpiry(now);
  return `/api/customer/images/${imageId}/${variant}?e=${expires}&s=${imageSignature(secret, imageId, variant, expires)}`;
}

/** How long a browser keeps a proof it fetched, and how long a shared cache (a CDN in front of the API) does. */
export const IMAGE_BROWSER_CACHE_S = 24 * 60 * 60;
export const IMAGE_SHARED_CACHE_S = 60 * 60;

/**
 * The Cache-Control of a proof served through a URL expiring at `expires`: `public`, so a CDN in front of
 * the API serves the same signed URL to every parent who has it without asking the API again; a browser
 * keeps it a day, a shared cache an hour (a replaced photo or a new mark keeps its URL until the URL steps,
 * so what a CDN holds must be short), and neither past the URL's expiry, when the API itself refuses it.
 */
export function imageCacheControl(expires: number, now = Date.now()): string {
  const left = Math.max(0, expires - Math.floor(now / 1000));
  return `public, max-age=${Math.min(IMAGE_BROWSER_CACHE_S, left)}, s-maxage=${Math.min(IMAGE_SHARED_CACHE_S, left)}`;
}

export function isValidImageSignature(secret: Uint8Array, imageId: number, variant: ImageVariant, signature: string, expires: number, now = Date.now()): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(imageSignature(secret, imageId, variant, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
