import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearTokens, endSession, queryClient, saveTokens } from '@shutterday/api-client';
import { SESSION_ENDED_MESSAGE } from '@shutterday/domain';
import { AppRoutes } from '../app-routes';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
function signIn(permission: string, studioId: number | null) {
  const claims = { name: 'Sam', email: 's@x', nameid: '1', permission, studio_id: studioId, exp: 2e9 };
  saveTokens({ token: `${b64({ alg: 'none' })}.${b64(claims)}.x`, refreshToken: 'r', expiration: new Date(Date.now() + 3.6e6).toISOString() });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <Where />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

jest.setTimeout(30_000);
// jest's first transform of antd (under the lazy platform layout) takes seconds on a busy machine:
// do it once before the tests, so their waits measure rendering, not the transform.
beforeAll(async () => {
  await Promise.all([import('../platform-layout'), import('../routes/auth/login/login-page'), import('../routes/admin/admin-area')]);
}, 120_000);
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  clearTokens();
  jest.restoreAllMocks();
});

test('/ is the home page of spec §2, titled with the product name alone', async () => {
  renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Shutterday' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('Event Online Ordering Platform')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Studio' })).toBeInTheDocument();
  expect(screen.getByText('Have an account?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Studio Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('heading', { name: 'Customer' })).toBeInTheDocument();
  expect(screen.getByText('Looking for order details?')).toBeInTheDocument();
  expect(document.title).toBe('Shutterday');
});

test('a logged-out visit of an admin page goes to login with the way back', async () => {
  renderAt('/admin/studios/3/jobs?page=2');
  expect(await screen.findByRole('form', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(`/login?ret=${encodeURIComponent('/admin/studios/3/jobs?page=2')}`);
  expect(document.title).toBe('Login - Shutterday');
  expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
});

test('a session that ends on an admin page goes to login saying so, with the way back', async () => {
  signIn('studio.crud', 3);
  renderAt('/admin/studios/3/coupon-codes/new');
  await screen.findByRole('alert', { name: 'Studio administration unavailable' }, { timeout: 10_000 });
  act(() => endSession());
  expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(`/login?ret=${encodeURIComponent('/admin/studios/3/coupon-codes/new')}`);
});

test('a logout asked for in this tab goes to login without that message', async () => {
  signIn('studio.crud', 3);
  renderAt('/logout');
  expect(await screen.findByRole('form', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
});

test('a studio user opening /admin lands on their studio, whose area shows its fallback when the remote is down', async () => {
  signIn('studio.crud', 3);
  renderAt('/admin');
  expect(await screen.findByRole('alert', { name: 'Studio administration unavailable' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent('/admin/studios/3');
});

test("a studio user cannot open another studio's pages", async () => {
  signIn('studio.crud', 3);
  renderAt('/admin/studios/4/organizations');
  expect(await screen.findByLabelText('location')).toHaveTextContent('/admin/studios/3');
});

test('/maintenance explains the outage', () => {
  renderAt('/maintenance');
  expect(screen.getByRole('heading', { name: /right back/ })).toBeInTheDocument();
  expect(document.title).toBe('Maintenance - Shutterday');
});
