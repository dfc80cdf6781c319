import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { taxLog, taxRates } from '../../db/schema';

export interface TaxRequest {
  country: string;
  state: string;
  /** Taxable amount in cents (goods and services after discounts). */
  amount: number;
  shipping: number;
  cartId?: number | null;
  orderId?: number | null;
}

export interface TaxResult {
  tax: number;
  rateBasisPoints: number;
  jurisdiction: string;
}

export interface TaxCalculator {
  /** `executor`: the caller's transaction, so the log row commits (or rolls back) with the order. */
  calculate(request: TaxRequest, executor?: Executor): Promise<TaxResult>;
}

/** The built-in rate table; every calculation is written to the tax log. */
export class TableTaxCalculator implements TaxCalculator {
  constructor(private readonly db: Database) {}

  async calculate(request: TaxRequest, executor: Executor = this.db): Promise<TaxResult> {
    const country = request.country.toUpperCase();
    const state = request.state.toUpperCase();
    const [rate] = await executor.select().from(taxRates).where(and(eq(taxRates.country, country), eq(taxRates.state, state))).limit(1);
    const basisPoints = rate?.rateBasisPoints ?? 0;
    const taxable = request.amount + (rate?.taxShipping ? request.shipping : 0);
    // Round half up on whole cents, once, on the total (not per line).
    const tax = Math.round((taxable * basisPoints) / 10_000);
    const jurisdiction = `${country}-${state}`;
    await executor.insert(taxLog).values({
      provider: 'table',
      cartId: request.cartId ?? null,
      orderId: request.orderId ?? null,
      jurisdiction,
      taxableAmount: taxable,
      rateBasisPoints: basisPoints,
      tax,
    });
    return { tax, rateBasisPoints: basisPoints, jurisdiction };
  }
}
