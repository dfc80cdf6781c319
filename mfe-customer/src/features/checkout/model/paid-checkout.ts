/**
 * The order a job's checkout just placed, kept for the tab (sessionStorage): Back after paying finds an
 * empty new cart, and the checkout pages lead to this order instead of an empty $0.00 form (issue 8).
 */
const key = (jobId: number) => `paidCheckout:${jobId}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const rememberPaidOrder = (jobId: number, orderNumber: string) => storage()?.setItem(key(jobId), orderNumber);
export const paidOrderOf = (jobId: number): string | null => storage()?.getItem(key(jobId)) ?? null;
