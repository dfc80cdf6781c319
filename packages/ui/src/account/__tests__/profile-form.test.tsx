import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useCancelEmailChange, useProfile, useUpdateProfile } from '@shutterday/api-client/staff';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { ProfileForm } from '../profile-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useProfile: jest.fn(), useUpdateProfile: jest.fn(), useCancelEmailChange: jest.fn() }));
jest.setTimeout(30_000);

const saveProfile = jest.fn();
const cancelChange = jest.fn();
beforeEach(() => {
  saveProfile.mockReset().mockResolvedValue({ name: 'Sam Photographer', email: 'studio@shutterday.test', pendingEmail: null });
  cancelChange.mockReset();
  jest.mocked(useProfile).mockReturnValue({ data: { name: 'Sam Studio', email: 'studio@shutterday.test', pendingEmail: null }, isPending: false, error: null } as never);
  jest.mocked(useCancelEmailChange).mockReturnValue({ mutate: cancelChange, isPending: false, isError: false } as never);
  jest.mocked(useUpdateProfile).mockReturnValue({ mutateAsync: saveProfile } as never);
});

test('changes the name, confirmed with the current password, and shows a wrong password at its field', async () => {
  render(<PlatformProviders><ProfileForm /></PlatformProviders>);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Sam Photographer');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(saveProfile).not.toHaveBeenCalled();
  saveProfile.mockRejectedValueOnce(new ApiError(400, [PROFILE_MESSAGES.wrongPassword]));
  await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByRole('alert')).some((a) => a.textContent?.includes('Your current password is not correct'))).toBe(true);
  await userEvent.clear(screen.getByLabelText('Current password'));
  await userEvent.type(screen.getByLabelText('Current password'), 'Studio-demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveProfile).toHaveBeenLastCalledWith({ name: 'Sam Photographer', email: 'studio@shutterday.test', currentPassword: 'Studio-demo-2026!' }));
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
});

test('a new e-mail waiting for its link: the page names it, keeps the current login in the form, and can cancel it', async () => {
  jest.mocked(useProfile).mockReturnValue({ data: { name: 'Sam Studio', email: 'studio@shutterday.test', pendingEmail: 'sam@new.test' }, isPending: false, error: null } as never);
  render(<PlatformProviders><ProfileForm /></PlatformProviders>);
  expect(screen.getByText('We sent a link to sam@new.test. Your e-mail changes when you open it.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('studio@shutterday.test');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
  expect(cancelChange).toHaveBeenCalledTimes(1);
});

test('without a pending change nothing speaks of a link', () => {
  render(<PlatformProviders><ProfileForm /></PlatformProviders>);
  expect(screen.queryByText(/We sent a link/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel the change' })).not.toBeInTheDocument();
});
