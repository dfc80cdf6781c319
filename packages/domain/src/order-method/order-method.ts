export const OrderMethod = {
  Prepay: 'Prepay',
  Gallery: 'Gallery',
} as const;
export type OrderMethod = (typeof OrderMethod)[keyof typeof OrderMethod];

export const ORDER_METHODS: readonly OrderMethod[] = [OrderMethod.Prepay, OrderMethod.Gallery];

/** Spec §5/§8: an rspo job in a studio without rspoEnabled cannot be loaded. */
export const STUDIO_LOAD_ERROR_MESSAGE = 'There was an error loading the studio';

/** Logged (never shown, never blocking) when the customer has no stored order method (spec §4, §8). */
export const MISSING_ORDER_METHOD_WARNING = 'No order method selected';

/** A stored value (local storage, query string) as an order method, or undefined. */
export function parseOrderMethod(value: unknown): OrderMethod | undefined {
  return ORDER_METHODS.find((method) => method === value);
}

/** A Prepay order in a job with rspoJob set is flagged rspo when the method is posted. */
export function isRspoOrder(method: OrderMethod, job: { rspoJob: boolean }): boolean {
  return method === OrderMethod.Prepay && job.rspoJob;
}

/**
 * The rspoJob restriction: an rspo job whose studio has not enabled rspo. Under it the studio
 * cannot be loaded for rspo work and pre-pay is refused (spec §4 "Pre-pay is not accepted when
 * the rspoJob restriction applies", §5 "The studio must have rspoEnabled").
 */
export function isRspoRestricted(job: { rspoJob: boolean }, studio: { rspoEnabled: boolean }): boolean {
  return job.rspoJob && !studio.rspoEnabled;
}

/** "There was an error loading the studio" when the studio lacks rspoEnabled, null when it may be loaded. */
export function studioLoadError(studio: { rspoEnabled: boolean }): string | null {
  return studio.rspoEnabled ? null : STUDIO_LOAD_ERROR_MESSAGE;
}

export type OrderMethodCheck =
  | { kind: 'ok'; method: OrderMethod; rspo: boolean }
  | { kind: 'warning'; message: typeof MISSING_ORDER_METHOD_WARNING }
  | { kind: 'refused'; reason: 'rspo-restricted' };

/**
 * What to do with the customer's chosen method. A missing method is only a warning: the flow
 * carries on and the caller logs it.
 */
export function checkOrderMethod(
  method: OrderMethod | undefined,
  job: { rspoJob: boolean },
  studio: { rspoEnabled: boolean },
): OrderMethodCheck {
  if (method === undefined) return { kind: 'warning', message: MISSING_ORDER_METHOD_WARNING };
  if (method === OrderMethod.Prepay && isRspoRestricted(job, studio)) return { kind: 'refused', reason: 'rspo-restricted' };
  return { kind: 'ok', method, rspo: isRspoOrder(method, job) };
}

export type OrderMethodDecision = { kind: 'chosen'; method: OrderMethod } | { kind: 'ask'; methods: OrderMethod[] } | { kind: 'none' };

/**
 * The method a parent orders with (spec §4: Gallery or Prepay, the chosen one must be available): the one
 * the parent chose (the entry guard checks it is still open), else the only one the job offers now; when
 * both are open and the parent has not chosen, ask — a child's code leads straight to the packages, and an
 * order must not become a pre-order without the parent saying so.
 */
export function decideOrderMethod(chosen: OrderMethod | null, open: Record<OrderMethod, { ok: boolean }>): OrderMethodDecision {
  if (chosen !== null) return { kind: 'chosen', method: chosen };
  const methods = ORDER_METHODS.filter((method) => open[method].ok);
  if (methods.length === 1) return { kind: 'chosen', method: methods[0]! };
  return methods.length === 0 ? { kind: 'none' } : { kind: 'ask', methods };
}
