import { shipToLine, type ShipToAddress } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import { orders } from '../../../db/schema';

/** The columns an export selects to say where an order goes (turned into one `shipTo` cell by withShipTo). */
export const shipToColumns = {
  shipAddress: orders.shippingAddress,
  // No shipping option: the order goes with the school's batch (spec §9).
  shipBatch: sql<boolean>`(${orders.shippingOptionCode} is null)`,
};

export const SHIP_TO_COLUMN = { key: 'shipTo', header: 'Ship to' };

/**
 * Rows with the ship-to as the domain writes it on one line: the address, or "Studio Shipping — with the
 * school's batch". A row without an order (a subject who ordered nothing) has an empty cell.
 */
export async function* withShipTo<T extends Record<string, unknown>>(rows: AsyncIterable<T>): AsyncGenerator<Record<string, unknown>> {
  for await (const { shipAddress, shipBatch, ...row } of rows) {
    const batch = shipBatch as boolean | null | undefined;
    yield { ...row, shipTo: batch === null || batch === undefined ? '' : shipToLine(batch ? null : ((shipAddress as ShipToAddress | null) ?? null)) };
  }
}
