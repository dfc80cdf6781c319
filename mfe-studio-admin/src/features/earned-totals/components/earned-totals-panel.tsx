import { isApiError } from '@shutterday/api-client';
import type { StudioEarnedTotals } from '@shutterday/domain';
import { QueryState, type QueryLike } from '@shutterday/ui';
import { Alert } from 'antd';
import { EarnedTotalsCards } from './earned-totals-cards';

/**
 * The earned totals, or why they are missing. A user without a financial permission gets a 403 from
 * the server: that is not a failure to retry, so it is said as information.
 */
export function EarnedTotalsPanel({ query }: { query: QueryLike<StudioEarnedTotals> }) {
  if (query.isError && isApiError(query.error) && query.error.status === 403) {
    return <Alert type="info" showIcon title="Your account cannot see this studio's earnings." />;
  }
  return (
    <QueryState query={query} errorTitle="We couldn't load the earned totals" loadingLabel="Loading earned totals…">
      {(totals) => <EarnedTotalsCards totals={totals} />}
    </QueryState>
  );
}
