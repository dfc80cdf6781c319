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

  it('says where the prints are once the studio ships them, with the carrier and a link to the tracking page', () => {
    const status = () => screen.getByText('Status').nextElementSibling;
    const { unmount } = render(<OrderSummary order={order} />);
    expect(status()).toHaveTextContent('paid');
    expect(screen.queryByText('Tracking')).not.toBeInTheDocument();
    unmount();
    const { unmount: again } = render(<OrderSummary order={{ ...order, delivery: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } }} />);
    expect(status()).toHaveTextContent('Shipped');
    const tracking = screen.getByText('Tracking').nextElementSibling as HTMLElement;
    expect(tracking).toHaveTextContent(/^UPS 1Z999AA10123456784/);
    expect(within(tracking).getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    again();
    render(<OrderSummary order={{ ...order, delivery: { status: 'delivered', carrier: 'Lakeside Couriers', trackingNumber: 'LC-42' } }} />);
    expect(status()).toHaveTextContent('Delivered');
    expect(screen.getByText('Tracking').nextElementSibling).toHaveTextContent('Lakeside Couriers LC-42');
    expect(screen.queryByRole('link', { name: /LC-42/ })).not.toBeInTheDocument();
  });

  it('says when an order has no items', () => {
    render(<OrderSummary order={{ ...order, lines: [] }} />);
    expect(screen.getByText('This order has no items.')).toBeInTheDocument();
  });
});
