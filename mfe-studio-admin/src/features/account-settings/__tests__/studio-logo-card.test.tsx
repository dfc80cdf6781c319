import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStudioDetails, useStudioLogo } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { StudioLogoCard } from '../components/studio-logo-card';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useStudioDetails: jest.fn(),
  useStudioLogo: jest.fn(),
}));
jest.setTimeout(30_000);

const upload = jest.fn();
const remove = jest.fn();
const withLogo = (logoUrl: string | null) =>
  jest.mocked(useStudioDetails).mockReturnValue({ data: { id: 1, name: 'Demo Photo Co', logoUrl }, isPending: false, error: null } as never);
beforeEach(() => {
  upload.mockReset().mockResolvedValue({});
  remove.mockReset().mockResolvedValue({});
  jest.mocked(useStudioLogo).mockReturnValue({ upload: { mutateAsync: upload, isPending: false }, remove: { mutateAsync: remove, isPending: false } } as never);
});

test("uploads the chosen image as the studio's logo, and says so", async () => {
  withLogo(null);
  const { container } = render(<PlatformProviders><StudioLogoCard studioId={1} /></PlatformProviders>);
  expect(screen.getByText(/No logo yet/)).toBeInTheDocument();
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
  await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
  await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' })));
  expect(await screen.findByText('Logo saved')).toBeInTheDocument();
});

test('shows the logo and removes it only after a confirmation', async () => {
  withLogo('/api/customer/studio-logos/a.png');
  render(<PlatformProviders><StudioLogoCard studioId={1} /></PlatformProviders>);
  expect(screen.getByRole('img', { name: 'Demo Photo Co logo' })).toHaveAttribute('src', '/api/customer/studio-logos/a.png');
  await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
  expect(remove).not.toHaveBeenCalled();
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(remove).toHaveBeenCalled());
});
