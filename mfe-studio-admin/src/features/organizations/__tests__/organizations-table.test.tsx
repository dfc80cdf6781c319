import type { Organization, PagedList } from '@shutterday/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OrganizationsTable } from '../components/organizations-table';

const organization = (overrides: Partial<Organization>): Organization => ({
  id: 3,
  studioId: 1,
  name: 'Lincoln Elementary',
  type: 'school',
  contact: null,
  jobCount: 2,
  version: 1,
  ...overrides,
});

function renderTable(items: Organization[], search = '') {
  const page: PagedList<Organization> = { resultItems: items, currentPage: 1, pageSize: 50, totalRecords: items.length };
  render(
    <MemoryRouter>
      <OrganizationsTable page={page} search={search} loading={false} onPageChange={() => {}} organizationHref={(o) => `/admin/studios/1/organizations/${o.id}`} />
    </MemoryRouter>,
  );
}

describe('OrganizationsTable', () => {
  it('links each organization to its editor with its type and job count', () => {
    renderTable([organization({}), organization({ id: 4, name: 'Riverside Tigers', type: 'sport', jobCount: 1 })]);
    expect(screen.getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute('href', '/admin/studios/1/organizations/3');
    const tigers = screen.getByRole('row', { name: /Riverside Tigers/ });
    expect(within(tigers).getByText('Sport')).toBeInTheDocument();
    expect(within(tigers).getByText('1')).toBeInTheDocument();
  });

  it('words the empty state after the search', () => {
    renderTable([], 'zebra');
    expect(screen.getByText('No organization matches “zebra”.')).toBeInTheDocument();
  });

  it('says when the studio has none', () => {
    renderTable([]);
    expect(screen.getByText('This studio has no organizations yet.')).toBeInTheDocument();
  });
});
