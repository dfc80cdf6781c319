import '@shutterday/ui/test-support/message-channel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAdminStudio, useAdminStudios, useStudioJobs } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import EntryRoute from '../../../app/routes/platform/entry';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useAdminStudio: jest.fn(), useAdminStudios: jest.fn(), useStudioJobs: jest.fn() }));
jest.setTimeout(120_000);

const page = <T,>(items: T[]) => ({ currentPage: 1, pageSize: 50, totalRecords: items.length, resultItems: items });

function Where() {
  return <p>{useLocation().pathname}</p>;
}

beforeEach(() => {
  jest.mocked(useAdminStudios).mockReturnValue({ data: page([{ id: 4, name: 'Lakeside Portraits', slug: 'lakeside' }]), isFetching: false } as never);
  jest.mocked(useAdminStudio).mockReturnValue({ data: undefined } as never);
  jest.mocked(useStudioJobs).mockReturnValue({ data: page([{ id: 12, organizationId: 5, name: 'Spring Day', organizationName: 'Oak School', archived: false }]), isFetching: false } as never);
});

test("the system administrator picks a studio and a job and lands on that job's Entry page", async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/admin/entry']}>
        <Routes>
          <Route path="/admin/entry" element={<EntryRoute />} />
          <Route path="/admin/studios/:studioId/organizations/:organizationId/jobs/:jobId/entry" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
  expect(screen.queryByRole('combobox', { name: 'Job' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Studio' }));
  const studios = await screen.findAllByTitle('Lakeside Portraits (lakeside)', {}, { timeout: 15_000 });
  await user.click(studios[studios.length - 1]!);
  await user.click(await screen.findByRole('combobox', { name: 'Job' }));
  const jobs = await screen.findAllByTitle('Spring Day — Oak School', {}, { timeout: 15_000 });
  await user.click(jobs[jobs.length - 1]!);
  expect(await screen.findByText('/admin/studios/4/organizations/5/jobs/12/entry')).toBeInTheDocument();
  expect(jest.mocked(useStudioJobs)).toHaveBeenCalledWith(4, expect.anything());
});
