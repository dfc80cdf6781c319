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

  it('shows every amount that makes up the total — services included — and they add up to it', () => {
    render(<OrderSummary order={order} />);
    const totals = screen.getByLabelText('Order totals');
    const rows = within(totals as HTMLElement).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '$1,550.00'], ['Photo services', '$8.00'], ['Discount (SAVE5)', '-$5.00'], ['Shipping (Standard shipping)', '$8.99'], ['Tax', '$12.34'], ['Total', '$1,574.33'],
    ]);
    expect(155000 + 800 - 500 + 899 + 1234).toBe(order.total);
  });

  it('names a refunded line and what went back to the card', () => {
    render(<OrderSummary order={{ ...order, refunded: 150120, lines: [order.lines[0]!, { ...order.lines[1]!, refunded: true }] }} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('row', { name: /Digital download/ })).toHaveTextContent('Refunded');
    expect(within(table).getByRole('row', { name: /Package A/ })).not.toHaveTextContent('Refunded');
    expect(screen.getByText('Refunded to your card: $1,501.20')).toBeInTheDocument();
  });

  it('says when an order has no items', () => {
    render(<OrderSummary order={{ ...order, lines: [] }} />);
    expect(screen.getByText('This order has no items.')).toBeInTheDocument();
  });
});
