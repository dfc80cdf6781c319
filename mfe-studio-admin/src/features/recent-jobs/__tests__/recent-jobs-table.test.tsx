import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { job } from '@shutterday/domain/test-support';
import { RecentJobsTable } from '../components/recent-jobs-table';

function renderTable(jobs = [job(), job({ id: 12, name: 'Archived 2025', published: false, archived: true })]) {
  render(
    <MemoryRouter>
      <RecentJobsTable jobs={jobs} jobHref={(j) => `/admin/studios/1/jobs/${j.id}`} />
    </MemoryRouter>,
  );
}

describe('RecentJobsTable', () => {
  it('links each job to its editor and shows its state', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/admin/studios/1/jobs/11');
    const archivedRow = screen.getByRole('row', { name: /Archived 2025/ });
    expect(within(archivedRow).getByText('Not published')).toBeInTheDocument();
    expect(within(archivedRow).getByText('Archived')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lincoln Fall/ })).getByText('Published')).toBeInTheDocument();
  });

  it('says when the studio has no jobs', () => {
    renderTable([]);
    expect(screen.getByText('No jobs yet.')).toBeInTheDocument();
  });
});
