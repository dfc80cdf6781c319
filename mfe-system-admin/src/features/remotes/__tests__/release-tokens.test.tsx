import type { ReleaseTokenSummary } from '@shutterday/domain/staff';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { ReleaseTokens, type ReleaseTokensProps } from '../components/release-tokens';

const token = (overrides: Partial<ReleaseTokenSummary> = {}): ReleaseTokenSummary => ({
  id: 7, name: 'Customer team CI', remote: 'customer', mayMove: true, createdBy: 'admin@shutterday.test', createdAt: '2026-11-20T15:00:00.000Z', lastUsedAt: null, ...overrides,
});

function setup(props: Partial<ReleaseTokensProps> = {}) {
  const handlers = { onCreate: jest.fn(), onRevoke: jest.fn() };
  render(
    <App>
      <ReleaseTokens tokens={[]} created={null} creating={false} revoking={false} {...handlers} {...props} />
    </App>,
  );
  return handlers;
}

test('with no token, says what one is for', () => {
  setup();
  expect(screen.getByText('No release token yet. Make one for each team that ships a remote.')).toBeInTheDocument();
});

test('lists each token with its remote, what it may do, who made it and when it was last used; never its secret', () => {
  setup({ tokens: [token(), token({ id: 8, name: 'Org editor team', remote: 'orgEditor', mayMove: false, lastUsedAt: '2026-11-21T09:30:00.000Z' })] });
  const [, first, second] = screen.getAllByRole('row');
  expect(within(first!).getByText('Customer pages')).toBeInTheDocument();
  expect(within(first!).getByText('Publish, promote, canary, roll back')).toBeInTheDocument();
  expect(within(first!).getByText(/by admin@shutterday\.test/)).toBeInTheDocument();
  expect(within(first!).getByText('Never')).toBeInTheDocument();
  expect(within(second!).getByText('Organization editor')).toBeInTheDocument();
  expect(within(second!).getByText('Publish only')).toBeInTheDocument();
  expect(within(second!).getByText(/Nov 21, 2026/)).toBeInTheDocument();
});

test('makes a token for a remote with what it may do, refusing an empty name', async () => {
  const { onCreate } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Make token' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(onCreate).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Name (the team)'), '  Org editor team ');
  await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Remote' })).getByRole('radio', { name: 'Organization editor' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'May also promote, start canaries and roll back' }));
  await userEvent.click(screen.getByRole('button', { name: 'Make token' }));
  expect(onCreate).toHaveBeenCalledWith({ name: 'Org editor team', remote: 'orgEditor', mayMove: true });
});

test('shows the secret of the token just made, to copy now', () => {
  setup({ tokens: [token()], created: { token: token(), secret: 'sdrt_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG' } });
  expect(screen.getByText('Token Customer team CI made. Copy it now: it is not shown again.')).toBeInTheDocument();
  expect(screen.getByText('sdrt_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy the token' })).toBeInTheDocument();
});

test('revokes a token only after a confirmation', async () => {
  const { onRevoke } = setup({ tokens: [token()] });
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Customer team CI' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Revoke Customer team CI?').length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onRevoke).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Customer team CI' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  expect(onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
});
