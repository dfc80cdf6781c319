import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { availability } from '../../../test-support/fixtures';
import { JobUnavailableView } from '../components/job-unavailable-view';

const links = { eventsHref: '/demo', searchHref: '/demo/11/search' };

describe('JobUnavailableView', () => {
  it('says an archived job has closed and leads back to the events', () => {
    render(<JobUnavailableView jobName="Archived 2025" availability={availability({ archived: true })} method="Prepay" {...links} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Archived 2025 is not available' })).toBeInTheDocument();
    expect(screen.getByText(/has closed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this studio's other events" })).toHaveAttribute('href', '/demo');
  });

  it('says on which day online ordering closed, and offers no other way to order', () => {
    const closed = availability({ orderingClosesOn: '2020-06-12', timeZone: 'America/Chicago', methods: { Prepay: { ok: false, reason: 'ordering-closed' }, Gallery: { ok: false, reason: 'ordering-closed' } } });
    render(<JobUnavailableView jobName="Lincoln" availability={closed} method="Gallery" onSwitchMethod={jest.fn()} {...links} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Lincoln is not available' })).toBeInTheDocument();
    expect(screen.getByText('Online ordering for this event closed on 06/12/2020.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the gallery when pre-orders are closed but the gallery is open', async () => {
    const onSwitch = jest.fn();
    const closed = availability({ prepay: { available: false }, methods: { Prepay: { ok: false, reason: 'prepay-unavailable' }, Gallery: { ok: true } } });
    render(<JobUnavailableView jobName="Lincoln" availability={closed} method="Prepay" onSwitchMethod={onSwitch} {...links} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Pre-orders are closed for this event.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order from the gallery instead' }));
    expect(onSwitch).toHaveBeenCalledWith('Gallery');
  });

  it("says in a parent's words that the studio is not taking online orders, and offers no other way to order", () => {
    render(<JobUnavailableView jobName="Lincoln" availability={availability({ onlineOrders: { open: false } })} method="Prepay" onSwitchMethod={jest.fn()} {...links} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Lincoln is not available' })).toBeInTheDocument();
    expect(screen.getByText('This studio is not taking online orders yet. Please check back soon or contact the studio.')).toBeInTheDocument();
    expect(screen.queryByText(/Stripe|verif/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find your photos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this studio's other events" })).toBeInTheDocument();
  });
});
