import { render, screen, within } from '@testing-library/react';
import { useStudioDetails, useStudioJobs } from '@shutterday/api-client/staff';
import type { Job, PagedList } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { signIn } from '@shutterday/ui/test-support/session';
import { MemoryRouter, Route, Routes } from 'react-router';
import GalleryJobsRoute from '../../../app/routes/sales/gallery-jobs';
import PrepayJobsRoute from '../../../app/routes/sales/prepay-jobs';
import { job } from '@shutterday/domain/test-support';
import { poseSelectionText, prepayWindowText } from '../components/order-method-columns';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useStudioJobs: jest.fn(), useStudioDetails: jest.fn() }));
jest.setTimeout(30_000);

const page = (items: Job[]): PagedList<Job> => ({ currentPage: 1, pageSize: 50, totalRecords: items.length, resultItems: items });
const listing = (items: Job[]) => jest.mocked(useStudioJobs).mockReturnValue({ data: page(items), isPending: false, error: null, isFetching: false } as never);

beforeEach(() => {
  signIn({ permission: ['studio.crud', 'studio.financials.read'], studio_id: 1 });
  jest.mocked(useStudioDetails).mockReturnValue({ data: { id: 1, slug: 'demo' } } as never);
});

function renderPage(path: 'prepay' | 'galleries') {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[`/admin/studios/1/${path}`]}>
        <Routes>
          <Route path="/admin/studios/:studioId/prepay" element={<PrepayJobsRoute />} />
          <Route path="/admin/studios/:studioId/galleries" element={<GalleryJobsRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('prepayWindowText and poseSelectionText', () => {
  it('say both days, one end or none of a prepay window', () => {
    expect(prepayWindowText({ opensOn: '2027-04-01', closesOn: '2027-04-30' })).toBe('04/01/2027 – 04/30/2027');
    expect(prepayWindowText({ opensOn: '2027-04-01', closesOn: null })).toBe('From 04/01/2027');
    expect(prepayWindowText({ opensOn: null, closesOn: '2027-04-30' })).toBe('Until 04/30/2027');
    expect(prepayWindowText({ opensOn: null, closesOn: null })).toBe('No dates');
  });
  it('say whether yearbook pose selection is off, open until a day, ended, or open with no deadline', () => {
    const pose = (enable: boolean, expired: boolean, endsAt: string | null) =>
      poseSelectionText({ gallerySettings: { enableYearBookPoseSelection: enable, isYearBookPoseSelectionExpired: expired }, poseSelectionEndsAt: endsAt });
    expect(pose(false, false, '2027-05-01T12:00:00.000Z')).toBe('Off');
    expect(pose(true, false, '2027-05-01T12:00:00.000Z')).toBe('Until 05/01/2027');
    expect(pose(true, true, '2025-05-01T12:00:00.000Z')).toBe('Ended 05/01/2025');
    expect(pose(true, false, null)).toBe('No deadline');
  });
});

test("prepay: lists only prepay jobs, says whether each takes orders today, with its prepay orders and a link to its preorder settings", () => {
  listing([
    job({ id: 11, name: 'Open Day', prepayWindow: { opensOn: '2000-01-01', closesOn: '2999-12-31' }, ordersByMethod: { Prepay: { count: 3, revenue: 12000 }, Gallery: { count: 1, revenue: 3600 } } }),
    job({ id: 12, name: 'Later Day', prepayWindow: { opensOn: '2999-01-01', closesOn: null } }),
    job({ id: 13, name: 'Past Day', prepayWindow: { opensOn: null, closesOn: '2000-01-01' } }),
    job({ id: 14, name: 'Draft Day', published: false }),
  ]);
  renderPage('prepay');
  expect(useStudioJobs).toHaveBeenCalledWith(1, expect.objectContaining({ prepay: true, page: 1 }));
  expect(screen.getByRole('heading', { name: 'Prepay' })).toBeInTheDocument();
  const open = screen.getByRole('row', { name: /Open Day/ });
  expect(within(open).getByText('Taking orders')).toBeInTheDocument();
  expect(within(open).getByText('01/01/2000 – 12/31/2999')).toBeInTheDocument();
  expect(within(open).getByText('3')).toBeInTheDocument();
  expect(within(open).getByText('$120.00')).toBeInTheDocument();
  expect(within(open).getByRole('link', { name: 'Open Day' })).toHaveAttribute('href', '/admin/studios/1/jobs/11/settings/preorder');
  expect(within(screen.getByRole('row', { name: /Later Day/ })).getByText('Not open yet')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Past Day/ })).getByText('Closed')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Draft Day/ })).getByText('Not published')).toBeInTheDocument();
});

test('prepay: says how to start when no job offers it', () => {
  listing([]);
  renderPage('prepay');
  expect(screen.getByText("No job offers prepay yet. Switch it on in a job's preorder settings.")).toBeInTheDocument();
});

test("galleries: lists only gallery jobs with their gallery orders and the parents' link of each published one", () => {
  listing([
    job({ id: 11, name: 'Spring Gallery', ordersByMethod: { Prepay: { count: 3, revenue: 12000 }, Gallery: { count: 1, revenue: 3600 } } }),
    job({ id: 12, name: 'Hidden Gallery', published: false }),
  ]);
  renderPage('galleries');
  expect(useStudioJobs).toHaveBeenCalledWith(1, expect.objectContaining({ galleries: true }));
  const shared = screen.getByRole('row', { name: /Spring Gallery/ });
  expect(within(shared).getByText('$36.00')).toBeInTheDocument();
  expect(within(shared).getByText(`${window.location.origin}/demo/11`)).toBeInTheDocument();
  expect(within(shared).getByRole('button', { name: /copy/i })).toBeInTheDocument();
  expect(within(shared).getByRole('link', { name: 'Spring Gallery' })).toHaveAttribute('href', '/admin/studios/1/jobs/11/settings/gallery');
  expect(within(screen.getByRole('row', { name: /Hidden Gallery/ })).getByText('Publish the job to share it')).toBeInTheDocument();
});

test.each(['prepay', 'galleries'] as const)('without "See payments and reports" %s counts the paid orders and shows no revenue', (path) => {
  signIn({ permission: ['studio.crud', 'studio.admin.crud'], studio_id: 1 });
  listing([job({ prepay: { available: true }, gallery: { available: true }, ordersByMethod: { Prepay: { count: 3, revenue: null }, Gallery: { count: 1, revenue: null } } })]);
  renderPage(path);
  expect(screen.getByRole('columnheader', { name: 'Paid orders' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /Revenue/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
});
