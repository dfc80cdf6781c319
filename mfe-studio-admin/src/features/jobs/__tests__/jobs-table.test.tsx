import type { Job, PagedList } from '@shutterday/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { job } from '../../../test-support/fixtures';
import { JobsTable } from '../components/jobs-table';

function renderTable(items: Job[], search = '') {
  const page: PagedList<Job> = { resultItems: items, currentPage: 1, pageSize: 50, totalRecords: items.length };
  render(
    <MemoryRouter>
      <JobsTable page={page} search={search} loading={false} onPageChange={() => {}} jobHref={(j) => `/admin/studios/1/jobs/${j.id}`} />
    </MemoryRouter>,
  );
}

describe('JobsTable', () => {
  it('links each job to the job editor', () => {
    renderTable([job()]);
    expect(screen.getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/admin/studios/1/jobs/11');
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('words the empty state after the search', () => {
    renderTable([], 'zebra');
    expect(screen.getByText('No job matches “zebra”.')).toBeInTheDocument();
  });
});
