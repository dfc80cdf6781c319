import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPatch, clearTokens, queryClient, saveTokens } from '@shutterday/api-client';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import AccountArea from '../account-area';

jest.mock('@shutterday/api-client', () => ({ ...jest.requireActual('@shutterday/api-client'), apiGet: jest.fn(), apiPatch: jest.fn() }));
jest.setTimeout(60_000);

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
let saved = { id: 1, userId: 9, buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false };

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  // A system administrator: no studio, so no studio Settings to find dark mode in.
  const claims = { name: 'Avery Admin', email: 'admin@shutterday.test', nameid: '9', permission: 'system.admin', studio_id: null, exp: 2e9 };
  saveTokens({ token: `${b64({ alg: 'none' })}.${b64(claims)}.x`, refreshToken: 'r', expiration: new Date(Date.now() + 3.6e6).toISOString() });
  saved = { ...saved, useDarkMode: false };
  jest.mocked(apiGet).mockImplementation(async (path) => (path === 'account/preferences' ? saved : { name: 'Avery Admin', email: 'admin@shutterday.test', pendingEmail: null }) as never);
  jest.mocked(apiPatch).mockImplementation(async (path, body) => {
    if (path !== 'account/preferences') throw new Error(`unexpected PATCH ${path}`);
    saved = { ...saved, useDarkMode: (body as { UseDarkMode: boolean }).UseDarkMode };
    return saved as never;
  });
});
afterEach(clearTokens);

const header = () => screen.getByRole('banner');

test('every user, a system administrator too, turns dark mode on from their account, and the staff theme follows at once', async () => {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/account/preferences']}>
        <Routes>
          <Route path="/account/*" element={<AccountArea />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  expect(await screen.findByRole('heading', { name: 'Preferences', level: 2 })).toBeInTheDocument();
  const dark = await screen.findByRole('checkbox', { name: /dark/i });
  expect(dark).not.toBeChecked();
  expect(header()).toHaveStyle({ background: '#ffffff' });

  await userEvent.click(dark);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(apiPatch).toHaveBeenCalledWith('account/preferences', { BuildMaximumCropperSize: 200, BuildImagesPerRow: 6, UseDarkMode: true }));
  await waitFor(() => expect(header()).toHaveStyle({ background: '#141414' }));
});
