import { type GalleryProcessing } from '@shutterday/domain/staff';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GalleriesProcessingTable } from '../components/galleries-processing-table';

const row = (overrides: Partial<GalleryProcessing> = {}): GalleryProcessing => ({
  jobId: 1, jobName: 'Lincoln Fall Picture Day', organizationName: 'Lincoln Elementary', studioId: 1, studioName: 'Demo Photo Co',
  individualCount: 64, groupCount: 2, done: 60, pending: 5, failed: 1, lastPhotoAt: '2026-11-20T15:00:00.000Z', ...overrides,
});

function setup(items: GalleryProcessing[], search = '') {
  render(
    <MemoryRouter>
      <GalleriesProcessingTable page={{ resultItems: items, currentPage: 1, pageSize: 50, totalRecords: items.length }} search={search} loading={false} onPageChange={jest.fn()} jobHref={(r) => `/admin/studios/${r.studioId}/jobs/${r.jobId}/overview`} />
    </MemoryRouter>,
  );
}

test('shows each job with its photos and its done, pending and failed counts, linking to the job', () => {
  setup([row()]);
  const line = screen.getAllByRole('row')[1]!;
  expect(within(line).getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/admin/studios/1/jobs/1/overview');
  for (const text of ['Lincoln Elementary', 'Demo Photo Co', '64 individual, 2 group', '60', '5', '1', '11/20/2026']) expect(within(line).getByText(text)).toBeInTheDocument();
});

test('says when no job has photos yet', () => {
  setup([]);
  expect(screen.getByText('No job has photos yet.')).toBeInTheDocument();
});

test('words the empty search', () => {
  setup([], 'Tigers');
  expect(screen.getByText('No job with photos matches “Tigers”.')).toBeInTheDocument();
});
