import { formatUsd } from '@shutterday/domain';

/** An amount in cents, shown as USD with two decimals and thousands separators (spec §9). */
export function Money({ cents }: { cents: number }) {
  return <span>{formatUsd(cents)}</span>;
}
