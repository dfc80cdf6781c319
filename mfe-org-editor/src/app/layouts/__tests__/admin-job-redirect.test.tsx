import { render, screen } from '@testing-library/react';
import { useStudioJob } from '@shutterday/api-client/staff';
import { ApiError } from '@shutterday/api-client';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { job } from '@shutterday/domain/test-support';
import { AdminJobRedirect } from '../admin-job-redirect';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useStudioJob: jest.fn() }));

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId/*" element={<AdminJobRedirect />} />
          <Route path="/admin/studios/:studioId/organizations/:organizationId/jobs/:jobId/*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

test("a job opened from Jobs or Home lands on the same page of the one job editor, under the job's organization", async () => {
  jest.mocked(useStudioJob).mockReturnValue({ data: job({ id: 11, organizationId: 3 }), error: null } as never);
  renderAt('/admin/studios/1/jobs/11/orders/camera-cards?page=2');
  expect(await screen.findByText('/admin/studios/1/organizations/3/jobs/11/orders/camera-cards?page=2')).toBeInTheDocument();
});

test('a job the studio does not have is not found', () => {
  jest.mocked(useStudioJob).mockReturnValue({ data: undefined, error: new ApiError(404, ['Job not found']) } as never);
  renderAt('/admin/studios/1/jobs/99/overview');
  expect(screen.getByText("We couldn't find this job")).toBeInTheDocument();
});
