import { createHash } from 'node:crypto';

/**
 * The cart row of an envelope: sha256 of its key and job shaped as a uuid, under a prefix of its own so no
 * parent's cart key can ever name it. The orders' one-order-per-cart index then makes a retried save of
 * the same envelope find its order instead of placing a second one.
 */
export function envelopeToken(entryKey: string, jobId: number): string {
  const hex = createHash('sha256').update(`entry:${jobId}:${entryKey.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
