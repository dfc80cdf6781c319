import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { rollBackRemote } from '@shutterday/api-client/staff';
import { AdminFallback } from '../admin-remote';

jest.mock('@shutterday/api-client/staff', () => ({ rollBackRemote: jest.fn() }));
const rollBack = jest.mocked(rollBackRemote);

function renderFallback(name: 'systemAdmin' | 'studioAdmin') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AdminFallback name={name} />
    </QueryClientProvider>,
  );
}

jest.setTimeout(30_000);
beforeEach(() => {
  // The panel reports the failure to the server (a beacon).
  globalThis.fetch = jest.fn().mockResolvedValue(undefined);
  rollBack.mockReset();
});

test('when system administration does not load, the shell offers to roll it back to its previous release, then to open Remotes', async () => {
  rollBack.mockResolvedValue([]);
  renderFallback('systemAdmin');
  // The page's main landmark and heading are the shell's here: the failed remote brought the layout.
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'System administration' }));
  expect(screen.getByRole('heading', { name: 'System administration is unavailable right now' })).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Roll back System administration to the previous release' }, { timeout: 20_000 }));
  expect(rollBack).toHaveBeenCalledWith('systemAdmin');
  expect(await screen.findByText('System administration is back on its previous release.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Remotes' })).toHaveAttribute('href', '/admin/remotes');
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/remote-failures', expect.objectContaining({ method: 'POST' }));
});

test('says why when there is nothing to roll back to', async () => {
  rollBack.mockRejectedValue(new ApiError(409, ['There is no earlier release to roll back to.']));
  renderFallback('systemAdmin');
  await userEvent.click(await screen.findByRole('button', { name: 'Roll back System administration to the previous release' }, { timeout: 20_000 }));
  expect(await screen.findByText('There is no earlier release to roll back to.')).toBeInTheDocument();
});

test('another admin area keeps its panel alone', () => {
  renderFallback('studioAdmin');
  expect(screen.getByRole('heading', { name: 'Studio administration is unavailable right now' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Remotes recovery' })).not.toBeInTheDocument();
});
