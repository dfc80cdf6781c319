import { render, screen, within } from '@testing-library/react';
import { order } from '../../../test-support/fixtures';
import { OrderSummary } from '../components/order-summary';

describe('OrderSummary', () => {
  it('shows the order number, event, date and every line with its amount', () => {
    render(<OrderSummary order={order} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #100001' })).toBeInTheDocument();
    expect(screen.getByText('Lincoln Fall Picture Day')).toBeInTheDocument();
    expect(screen.getByText('09/20/2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items' });
    const firstLine = within(table).getByRole('row', { name: /Package A/ });
    expect(within(firstLine).getByText('$25.00')).toBeInTheDocument();
    expect(within(firstLine).getByText('$50.00')).toBeInTheDocument();
    expect(within(table).getAllByText('$1,500.00')).toHaveLength(2);
  });

  it('shows subtotal, discount, shipping, tax and total in dollars', () => {
    render(<OrderSummary order={order} />);
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getByText('$1,550.00')).toBeInTheDocument();
    expect(within(totals).getByText('-$5.00')).toBeInTheDocument();
    expect(within(totals).getByText('$8.99')).toBeInTheDocument();
    expect(within(totals).getByText('$12.34')).toBeInTheDocument();
    expect(within(totals).getByText('$1,566.33')).toBeInTheDocument();
  });

  it('says when an order has no items', () => {
    render(<OrderSummary order={{ ...order, lines: [] }} />);
    expect(screen.getByText('This order has no items.')).toBeInTheDocument();
  });
});
