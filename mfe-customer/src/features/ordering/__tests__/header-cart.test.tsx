import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HeaderCart } from '../components/header-cart';
import { CART_STATE_STORAGE_KEY } from '../state/cart-state-atom';

// The server's cart of each job: job 11 holds two packages, job 7's cart was ordered (nothing open).
const carts: Record<number, { packageCount: number; status: string }> = { 11: { packageCount: 2, status: 'open' }, 7: { packageCount: 0, status: 'open' } };
jest.mock('@shutterday/api-client', () => ({
  ...jest.requireActual('@shutterday/api-client'),
  cartQuery: (jobId: number) => ({ queryKey: ['cart-test', jobId], queryFn: () => Promise.resolve({ id: 1, jobId, orderMethod: 'Prepay', total: 0, ...carts[jobId] }) }),
}));

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:jobId/*" element={<HeaderCart />} />
          <Route path="*" element={<HeaderCart />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => localStorage.clear());

describe('the header cart', () => {
  it("counts the packages of the page's job, even when the stored cart state names another job", async () => {
    // An earlier order on job 7; this time the parent came in by a child's code straight to job 11.
    localStorage.setItem(CART_STATE_STORAGE_KEY, JSON.stringify({ jobId: 7, orderMethod: 'Prepay', packageCount: 0 }));
    renderAt('/11/cart');
    const link = await screen.findByRole('link', { name: 'Cart 2 items' });
    expect(link).toHaveAttribute('href', '/11/cart');
  });

  it("shows the stored job's cart on a page of no job", async () => {
    localStorage.setItem(CART_STATE_STORAGE_KEY, JSON.stringify({ jobId: 11, orderMethod: 'Prepay', packageCount: 1 }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toHaveAttribute('href', '/11/cart');
  });
});
