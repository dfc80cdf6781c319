import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { job, page } from '@shutterday/domain/test-support';
import { OrganizationJobsTable } from '../components/organization-jobs-table';

function renderTable(jobs = [job(), job({ id: 12, name: 'Archived 2025', archived: true, prepay: { available: false } })]) {
  render(
    <MemoryRouter>
      <OrganizationJobsTable page={page(jobs)} loading={false} onPageChange={jest.fn()} jobHref={(j) => `jobs/${j.id}`} />
    </MemoryRouter>,
  );
}

describe('OrganizationJobsTable', () => {
  it('links each job to its editor with its state tags and ordering windows', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/jobs/11');
    const archived = screen.getByRole('row', { name: /Archived 2025/ });
    expect(within(archived).getByText('Archived')).toBeInTheDocument();
    expect(within(archived).getByText('Published')).toBeInTheDocument();
    expect(within(archived).getByText('Closed')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Jobs' })).getAllByText('09/15/2026')).toHaveLength(2);
  });

  it('says when the organization has no jobs', () => {
    renderTable([]);
    expect(screen.getByText('This organization has no jobs yet.')).toBeInTheDocument();
  });
});
