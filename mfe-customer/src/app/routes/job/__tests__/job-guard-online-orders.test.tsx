import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { JobContext } from '../../../../features/ordering/hooks/job-context';
import { availability, customerJob } from '../../../../test-support/fixtures';
import { JobGuard } from '../job-guard';

function visit(path: string, open: boolean, publicationOnly = false) {
  const value = { jobId: 11, job: customerJob(), availability: availability({ onlineOrders: { open } }) };
  render(
    <MemoryRouter initialEntries={[path]}>
      <JobContext.Provider value={value}>
        <Routes>
          <Route path="/11/search" element={<JobGuard publicationOnly={publicationOnly}>Find your child</JobGuard>} />
          <Route path="/11/subject/7/select-package" element={<JobGuard publicationOnly={publicationOnly}>Add to cart</JobGuard>} />
          <Route path="/11/unavailable" element={<p>Unavailable page</p>} />
        </Routes>
      </JobContext.Provider>
    </MemoryRouter>,
  );
}

describe('a job of a studio that is not taking online orders', () => {
  it.each([
    ['the event page', '/11/search', true],
    ['the packages', '/11/subject/7/select-package', false],
  ])('sends the parent from %s to the page that says so, before any cart', (_name, path, publicationOnly) => {
    visit(path, false, publicationOnly);
    expect(screen.getByText('Unavailable page')).toBeInTheDocument();
    expect(screen.queryByText('Add to cart')).not.toBeInTheDocument();
    expect(screen.queryByText('Find your child')).not.toBeInTheDocument();
  });

  it('opens the pages as before when the studio takes online orders', () => {
    visit('/11/subject/7/select-package', true);
    expect(screen.getByText('Add to cart')).toBeInTheDocument();
  });
});
