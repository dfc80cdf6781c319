import { shipToLine, type ShipToAddress } from '@shutterday/domain/staff';
import { sql } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { CsvColumn, CsvRow } from './send-csv';

/** The columns an export selects to say where an order goes (written as one `Ship to` cell by SHIP_TO_COLUMN). */
export const shipToColumns = {
  shipAddress: orders.shippingAddress,
  // No shipping option: the order goes with the school's batch (spec §9).
  shipBatch: sql<boolean>`(${orders.shippingOptionCode} is null)`,
};

/**
 * The ship-to as the domain writes it on one line: the address, or "Studio Shipping — with the school's
 * batch". A row without an order (a subject who ordered nothing) has an empty cell.
 */
function shipToCell({ shipAddress, shipBatch }: CsvRow): string {
  const batch = shipBatch as boolean | null | undefined;
  return batch === null || batch === undefined ? '' : shipToLine(batch ? null : ((shipAddress as ShipToAddress | null) ?? null));
}

export const SHIP_TO_COLUMN: CsvColumn = { key: 'shipTo', header: 'Ship to', cell: shipToCell };
