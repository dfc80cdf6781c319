import { useChangePassword } from '@shutterday/api-client/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { PasswordForm } from '../password-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useChangePassword: jest.fn() }));
jest.setTimeout(30_000);

const changePassword = jest.fn();
beforeEach(() => {
  changePassword.mockReset().mockResolvedValue({});
  jest.mocked(useChangePassword).mockReturnValue({ mutateAsync: changePassword } as never);
});

test('changes the password, then clears both fields', async () => {
  render(<PlatformProviders><PasswordForm /></PlatformProviders>);
  await userEvent.type(screen.getByLabelText('Current password'), 'Studio-demo-2026!');
  await userEvent.type(screen.getByLabelText('New password'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New password'), '-but-longer');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'Studio-demo-2026!', newPassword: 'short-but-longer' }));
  expect(await screen.findByText('Password changed. Your other sessions are signed out.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});
