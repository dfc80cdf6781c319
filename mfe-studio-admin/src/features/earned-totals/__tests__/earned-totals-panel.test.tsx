import { ApiError } from '@shutterday/api-client';
import type { StudioEarnedTotals } from '@shutterday/domain';
import type { QueryLike } from '@shutterday/ui';
import { render, screen } from '@testing-library/react';
import { totals } from '../../../test-support/fixtures';
import { EarnedTotalsPanel } from '../components/earned-totals-panel';

const query = (overrides: Partial<QueryLike<StudioEarnedTotals>>): QueryLike<StudioEarnedTotals> => ({
  data: undefined, error: null, isPending: false, isError: false, refetch: jest.fn(), ...overrides,
});

describe('EarnedTotalsPanel', () => {
  it('shows the totals once loaded', () => {
    render(<EarnedTotalsPanel query={query({ data: totals })} />);
    expect(screen.getByRole('group', { name: 'Total' })).toHaveTextContent('$1,234.50');
  });

  it('tells a user without financial rights why the figures are missing, with no retry', () => {
    render(<EarnedTotalsPanel query={query({ isError: true, error: new ApiError(403, ['Forbidden']) })} />);
    expect(screen.getByText("Your account cannot see this studio's earnings.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the load failed', () => {
    render(<EarnedTotalsPanel query={query({ isError: true, error: new ApiError(500, ['Something went wrong. Please try again.']) })} />);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the earned totals");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a loading state first', () => {
    render(<EarnedTotalsPanel query={query({ isPending: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading earned totals…');
  });
});
