import { ApiError } from '@shutterday/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CustomerLayout } from '../customer-layout';

const answer = jest.fn<Promise<never>, []>();
jest.mock('@shutterday/api-client', () => ({
  ...jest.requireActual('@shutterday/api-client'),
  customerStudioQuery: (slug: string) => ({ queryKey: ['customer-studio-test', slug], queryFn: () => answer() }),
}));

function renderStudio() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/maple']}>
        <Routes>
          <Route path="/:studioSlug/*" element={<CustomerLayout />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test("a studio a system administrator closed speaks in its own words, with no retry that cannot help", async () => {
  answer.mockRejectedValue(new ApiError(403, ['Maple Photo is not taking orders online right now']));
  renderStudio();
  expect(await screen.findByRole('heading', { name: 'Maple Photo is not taking orders online right now' })).toBeInTheDocument();
  expect(screen.getByText('Please check back later.')).toBeInTheDocument();
  expect(screen.queryByText('There was an error loading the studio')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('a studio not open for ordering keeps the spec message', async () => {
  answer.mockRejectedValue(new ApiError(403, ['There was an error loading the studio']));
  renderStudio();
  expect(await screen.findByRole('heading', { name: 'There was an error loading the studio' })).toBeInTheDocument();
  expect(screen.queryByText('Please check back later.')).not.toBeInTheDocument();
});

test('a failed load that may pass offers to try again', async () => {
  answer.mockRejectedValue(new ApiError(503, ['Service unavailable']));
  renderStudio();
  expect(await screen.findByRole('heading', { name: 'There was an error loading the studio' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
