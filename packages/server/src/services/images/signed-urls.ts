import { createHmac, timingSafeEqual } from 'node:crypto';

export type ImageVariant = 'thumbnail' | 'preview';

/**
 * Image URLs carry an HMAC of the id and variant, so ids cannot be enumerated to browse other
 * children's photos: only URLs the API handed out (after its own access checks) work.
 */
export function imageSignature(secret: Uint8Array, imageId: number, variant: ImageVariant): string {
  return createHmac('sha256', secret).update(`${imageId}:${variant}`).digest('base64url').slice(0, 22);
}

export function imageUrl(secret: Uint8Array, imageId: number, variant: ImageVariant): string {
  return `/api/customer/images/${imageId}/${variant}?s=${imageSignature(secret, imageId, variant)}`;
}

export function isValidImageSignature(secret: Uint8Array, imageId: number, variant: ImageVariant, signature: string): boolean {
  const expected = Buffer.from(imageSignature(secret, imageId, variant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
