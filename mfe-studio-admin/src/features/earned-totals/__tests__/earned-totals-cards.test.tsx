import { render, screen, within } from '@testing-library/react';
import { totals } from '../../../test-support/fixtures';
import { EarnedTotalsCards } from '../components/earned-totals-cards';

describe('EarnedTotalsCards', () => {
  it('shows total, this month and this week in dollars', () => {
    render(<EarnedTotalsCards totals={totals} />);
    expect(within(screen.getByRole('group', { name: 'Total' })).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'This month' })).getByText('$45.99')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'This week' })).getByText('$0.00')).toBeInTheDocument();
  });
});
