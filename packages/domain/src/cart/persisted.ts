import * as v from 'valibot';
import { ORDER_METHODS } from '../order-method';

/**
 * The locally persisted cart state (spec §3): job id, package count, order method. Parsed with a
 * schema because local storage may hold anything an older build or a user left there.
 */
export const PersistedCartState = v.object({
  jobId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  packageCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  orderMethod: v.picklist(ORDER_METHODS),
});
export type PersistedCartState = v.InferOutput<typeof PersistedCartState>;

/** Reads the stored JSON; anything unreadable counts as no cart. */
export function readPersistedCartState(json: string | null): PersistedCartState | null {
  if (json === null) return null;
  try {
    const result = v.safeParse(PersistedCartState, JSON.parse(json));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
