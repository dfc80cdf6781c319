import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { JobPackageSetsTable } from '../components/job-package-sets-table';

const sets = [
  { id: 1, name: 'Fall 2026', version: 1, packageCount: 4 },
  { id: 2, name: 'Spring 2027', version: 3, packageCount: 2 },
];

describe('JobPackageSetsTable', () => {
  it('shows which sets the job offers and asks to change one with its id', async () => {
    const onToggle = jest.fn();
    render(
      <MemoryRouter>
        <JobPackageSetsTable sets={sets} assignedIds={new Set([1])} onToggle={onToggle} busy={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('switch', { name: 'Offer Fall 2026 in this job' })).toBeChecked();
    const spring = screen.getByRole('switch', { name: 'Offer Spring 2027 in this job' });
    expect(spring).not.toBeChecked();
    await userEvent.click(spring);
    expect(onToggle).toHaveBeenCalledWith(2, true);
    expect(screen.getByRole('link', { name: 'Spring 2027' })).toHaveAttribute('href', '/2');
  });
});
