import Decimal from 'decimal.js';

/** A tax rate kept in basis points as people write it: 725 → "7.25%", 600 → "6%". */
export function formatBasisPoints(basisPoints: number): string {
  return `${new Decimal(basisPoints).dividedBy(100).toString()}%`;
}
