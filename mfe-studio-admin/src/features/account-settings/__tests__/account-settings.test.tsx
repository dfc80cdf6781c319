import '@shutterday/ui/test-support/message-channel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useStudioDetails, useUpdateStudio, useUpdateUserPreferences, useUserPreferences } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { StudioDetailsForm } from '../components/studio-details-form';
import { UserPreferencesForm } from '../components/user-preferences-form';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useUserPreferences: jest.fn(),
  useUpdateUserPreferences: jest.fn(),
  useStudioDetails: jest.fn(),
  useUpdateStudio: jest.fn(),
}));
jest.setTimeout(30_000);

const savePreferences = jest.fn();
const saveStudio = jest.fn();
beforeEach(() => {
  savePreferences.mockReset().mockResolvedValue({});
  saveStudio.mockReset().mockResolvedValue({});
  jest.mocked(useUserPreferences).mockReturnValue({ data: { id: 1, userId: 2, buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false }, isPending: false, error: null } as never);
  jest.mocked(useUpdateUserPreferences).mockReturnValue({ mutateAsync: savePreferences } as never);
  jest.mocked(useStudioDetails).mockReturnValue({ data: { id: 1, name: 'Demo Photo Co', email: null, phone: '555-0100', timeZone: 'UTC' }, isPending: false, error: null } as never);
  jest.mocked(useUpdateStudio).mockReturnValue({ mutateAsync: saveStudio } as never);
});

const renderIn = (ui: React.ReactNode) => render(<PlatformProviders>{ui}</PlatformProviders>);

test("saves the user's preferences with the spec's names", async () => {
  renderIn(<UserPreferencesForm studioId={1} />);
  const perRow = screen.getByRole('spinbutton', { name: 'Images per row' });
  // The cropper's size in words a photographer uses.
  expect(screen.getByRole('spinbutton', { name: 'Photo size while cropping' })).toBeInTheDocument();
  expect(screen.getByText('pixels')).toBeInTheDocument();
  await userEvent.clear(perRow);
  await userEvent.type(perRow, '8');
  await userEvent.click(screen.getByRole('checkbox', { name: /dark/i }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ BuildMaximumCropperSize: 200, BuildImagesPerRow: 8, UseDarkMode: true }));
  expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
});

test("saves the studio's details (an empty e-mail is none) and shows a refusal", async () => {
  renderIn(<StudioDetailsForm studioId={1} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Studio e-mail' }), 'hello@demo.test');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveStudio).toHaveBeenCalledWith({ name: 'Demo Photo Co', email: 'hello@demo.test', phone: '555-0100', timeZone: 'UTC' }));
  saveStudio.mockRejectedValue(new ApiError(403, ['You do not have permission to do this']));
  await userEvent.clear(screen.getByRole('textbox', { name: 'Studio e-mail' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findAllByRole('alert')).some((alert) => alert.textContent?.includes('You do not have permission to do this'))).toBe(true);
  expect(saveStudio).toHaveBeenLastCalledWith({ name: 'Demo Photo Co', email: null, phone: '555-0100', timeZone: 'UTC' });
});

test("chooses the studio's time zone by typing part of its name", async () => {
  renderIn(<StudioDetailsForm studioId={1} />);
  expect(screen.getByText(/Your days end at midnight here/)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Chicago');
  await userEvent.click(await screen.findByTitle('America/Chicago'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveStudio).toHaveBeenCalledWith({ name: 'Demo Photo Co', email: null, phone: '555-0100', timeZone: 'America/Chicago' }));
});
