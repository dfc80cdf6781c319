import { PROFILE_MESSAGES } from '@shutterday/domain/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useProfile, useUpdateProfile } from '@shutterday/api-client/staff';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { ProfileForm } from '../profile-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useProfile: jest.fn(), useUpdateProfile: jest.fn() }));
jest.setTimeout(30_000);

const saveProfile = jest.fn();
beforeEach(() => {
  saveProfile.mockReset().mockResolvedValue({ name: 'Sam Photographer', email: 'studio@shutterday.test' });
  jest.mocked(useProfile).mockReturnValue({ data: { name: 'Sam Studio', email: 'studio@shutterday.test' }, isPending: false, error: null } as never);
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
