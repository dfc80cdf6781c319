import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { page } from '@shutterday/domain/test-support';
import { studio } from '../../../test-support/fixtures';
import { StudiosTable } from '../components/studios-table';

function renderTable(overrides: Partial<Parameters<typeof StudiosTable>[0]> = {}) {
  const onPageChange = jest.fn();
  const onApprove = jest.fn();
  render(
    <MemoryRouter>
      <StudiosTable
        page={page([studio(), studio({ id: 2, name: 'Sunny Studio', slug: 'sunny', stripeVerified: false, payoutsConnected: false, jobCount: 0 })])}
        search=""
        loading={false}
        onPageChange={onPageChange}
        studioHref={(s) => `/admin/studios/${s.id}`}
        onApprove={onApprove}
        {...overrides}
      />
    </MemoryRouter>,
  );
  return { onPageChange, onApprove };
}

describe('StudiosTable', () => {
  it('lists name, slug, jobs, verification and creation date, linking to the studio admin', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Demo Photo Co' })).toHaveAttribute('href', '/admin/studios/1');
    const demo = screen.getByRole('row', { name: /Demo Photo Co/ });
    expect(within(demo).getByText('demo')).toBeInTheDocument();
    expect(within(demo).getByText('Verified')).toBeInTheDocument();
    expect(within(demo).getByText('01/05/2026')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Sunny Studio/ })).getByText('Not verified')).toBeInTheDocument();
    // Payouts: whether a Stripe account is connected, next to whether Stripe verified it.
    expect(within(demo).getByText('Stripe connected')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Sunny Studio/ })).getByText('Not connected')).toBeInTheDocument();
  });

  it('pages through 50 at a time', async () => {
    const many = Array.from({ length: 50 }, (_, i) => studio({ id: i + 1, name: `Studio ${i + 1}` }));
    const { onPageChange } = renderTable({ page: page(many, 120) });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 50);
  });

  it('says when no studio matches the search', () => {
    renderTable({ page: page([], 0), search: 'zzz' });
    expect(screen.getByText('No studio matches “zzz”.')).toBeInTheDocument();
  });

  it('tags a pending studio and approves it only after confirmation', async () => {
    const pending = studio({ id: 7, name: 'New Studio', slug: 'new', status: 'pending' });
    const { onApprove } = renderTable({ page: page([studio(), pending]) });
    expect(within(screen.getByRole('row', { name: /Demo Photo Co/ })).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Demo Photo Co/ })).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /New Studio/ });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve New Studio' }));
    expect(onApprove).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Approve New Studio?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith(pending);
  });

  it('closes an active studio and reopens a closed one only after confirmation, and links to its settings to edit it', async () => {
    const closed = studio({ id: 3, name: 'Quiet Studio', slug: 'quiet', status: 'disabled' });
    const onSetClosed = jest.fn();
    renderTable({ page: page([studio(), closed]), onSetClosed, settingsHref: (s) => `/admin/studios/${s.id}/settings` });
    expect(screen.getByRole('link', { name: 'Edit Demo Photo Co' })).toHaveAttribute('href', '/admin/studios/1/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Close Demo Photo Co' }));
    expect(onSetClosed).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Its staff are locked out at once and parents find it closed. Nothing is deleted.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Close studio' }));
    expect(onSetClosed).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);

    const row = screen.getByRole('row', { name: /Quiet Studio/ });
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Open Quiet Studio again' }));
    await userEvent.click(within(await screen.findByRole('tooltip', { name: /Open Quiet Studio again\?/ })).getByRole('button', { name: 'Open again' }));
    expect(onSetClosed).toHaveBeenCalledWith(closed, false);
  });
});
