import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RevenuePeriod } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { RevenueCharts } from '../components/revenue-charts';

// jsdom draws no canvas: the chart is stood in for by what it was given; the table is what a reader gets.
jest.mock('../components/revenue-chart-canvas', () => ({
  __esModule: true,
  default: ({ periods, by }: { periods: RevenuePeriod[]; by: string }) => <div data-testid="chart">{`${by}: ${periods.map((p) => p.start).join(' ')}`}</div>,
}));

const week = (start: string, product: number, refunded = 0): RevenuePeriod => ({ start, count: 1, product, tax: 60, shipping: 895, refunded });
const summary = { byWeek: [week('11/02/2025', 2729, 2656), week('11/30/2025', 0, 2000)], byMonth: [week('11/01/2025', 2729, 2656), week('12/01/2025', 0, 2000)] };

test('charts the weeks, switches to months, and lists each period with revenue, tax, shipping and refunds apart', async () => {
  render(
    <PlatformProviders>
      <RevenueCharts summary={summary} title="Revenue over time" />
    </PlatformProviders>,
  );
  expect(await screen.findByTestId('chart')).toHaveTextContent('week: 11/02/2025 11/30/2025');
  const row = screen.getByRole('row', { name: /11\/02\/2025/ });
  expect(within(row).getByText('$27.29')).toBeInTheDocument();
  expect(within(row).getByText('$26.56')).toBeInTheDocument();
  expect(within(row).getByText('$8.95')).toBeInTheDocument();
  await userEvent.click(screen.getByText('By month'));
  expect(await screen.findByTestId('chart')).toHaveTextContent('month: 11/01/2025 12/01/2025');
  expect(screen.getByRole('table', { name: 'Revenue by month' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Month of' })).toBeInTheDocument();
});

test('says so when there is nothing to chart', () => {
  render(
    <PlatformProviders>
      <RevenueCharts summary={{ byWeek: [], byMonth: [] }} title="Earned over time" />
    </PlatformProviders>,
  );
  expect(screen.getByText('No paid order to chart on these days.')).toBeInTheDocument();
  expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
});
