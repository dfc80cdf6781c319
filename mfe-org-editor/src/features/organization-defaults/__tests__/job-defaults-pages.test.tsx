import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useOrganizationJobDefaults, useSaveOrganizationJobDefaults } from '@shutterday/api-client/staff';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { type OrganizationJobDefaults } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import OrganizationGalleryRoute from '../../../app/routes/organization/organization-gallery';
import OrganizationPrepayRoute from '../../../app/routes/organization/organization-prepay';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useOrganizationJobDefaults: jest.fn(), useSaveOrganizationJobDefaults: jest.fn() }));
jest.setTimeout(30_000);

const inherited: OrganizationJobDefaults = {
  prepay: { available: true, importedData: false, opensDaysBefore: null, closesDaysAfter: null },
  gallery: { available: true, enableYearBookPoseSelection: false, poseSelectionDeadlineDays: null },
  saved: false,
  version: 1,
};
const mutateAsync = jest.fn();
const refetch = jest.fn();

beforeEach(() => {
  mutateAsync.mockReset().mockResolvedValue({ ...inherited, saved: true, version: 2 });
  jest.mocked(useOrganizationJobDefaults).mockReturnValue({ data: inherited, isPending: false, error: null, refetch } as never);
  jest.mocked(useSaveOrganizationJobDefaults).mockReturnValue({ mutateAsync } as never);
});

function renderPage(page: 'prepay' | 'gallery') {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[`/studios/1/organizations/3/${page}`]}>
        <Routes>
          <Route path="/studios/:studioId/organizations/:organizationId/prepay" element={<OrganizationPrepayRoute />} />
          <Route path="/studios/:studioId/organizations/:organizationId/gallery" element={<OrganizationGalleryRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

test("prepay: says the studio's defaults apply until saved, then saves its half with the gallery half as read", async () => {
  renderPage('prepay');
  expect(screen.getByRole('note')).toHaveTextContent("follows the studio's package preferences");
  await userEvent.click(screen.getByRole('checkbox', { name: /subject data imported/ }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Opens before picture day' }), '14');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(mutateAsync).toHaveBeenCalledWith({
      prepay: { available: true, importedData: true, opensDaysBefore: 14, closesDaysAfter: null },
      gallery: inherited.gallery,
      version: 1,
    }),
  );
  expect(await screen.findByText('Defaults for new jobs saved')).toBeInTheDocument();
});

test('gallery: a second editor gets the stale message and can reload', async () => {
  mutateAsync.mockRejectedValue(new ApiError(409, [STALE_RECORD_MESSAGE]));
  renderPage('gallery');
  await userEvent.click(screen.getByRole('checkbox', { name: /yearbook pose/ }));
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Pose selection deadline' }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD_MESSAGE);
  expect(mutateAsync).toHaveBeenCalledWith({ prepay: inherited.prepay, gallery: { available: true, enableYearBookPoseSelection: true, poseSelectionDeadlineDays: 30 }, version: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(refetch).toHaveBeenCalled();
});
