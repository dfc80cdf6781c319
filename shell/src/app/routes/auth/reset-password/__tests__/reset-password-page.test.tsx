import { PlatformProviders } from '@shutterday/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import ResetPasswordPage from '../reset-password-page';

const open = (url: string) =>
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[url]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </PlatformProviders>,
  );

test("an invitation's link opens a page to set a first password", () => {
  open('/reset-password?token=abc&invitation=1');
  expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Set your password' })).toBeInTheDocument();
  expect(screen.queryByText(/reset/i)).not.toBeInTheDocument();
});

test('a reset link still opens "Reset password"', () => {
  open('/reset-password?token=abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
});
