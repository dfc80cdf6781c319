import { render, screen, within } from '@testing-library/react';
import { job } from '@shutterday/domain/test-support';
import { JobOverviewDetails } from '../components/job-overview-details';

describe('JobOverviewDetails', () => {
  it('shows the job, its organization, picture day, state, availability, counts and revenue', () => {
    render(<JobOverviewDetails job={job({ gallery: { available: false } })} organization="Lincoln Elementary" />);
    const details = screen.getByRole('table');
    expect(within(details).getByText('Lincoln Fall Picture Day')).toBeInTheDocument();
    expect(within(details).getByText('Lincoln Elementary')).toBeInTheDocument();
    expect(within(details).getByText('09/15/2026')).toBeInTheDocument();
    expect(within(details).getByText('Published')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Prepay/ })).getByText('Open')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Gallery/ })).getByText('Closed')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Subjects/ })).getByText('32')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Paid orders/ })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Revenue/ })).getByText('$156.00')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Unpaid \(bill the school\)/ })).getByText('None')).toBeInTheDocument();
  });

  it('names what the unpaid orders (bill the school) owe, apart from the revenue', () => {
    render(<JobOverviewDetails job={job({ unpaid: { count: 2, total: 5400 } })} organization="Lincoln Elementary" />);
    expect(screen.getByRole('row', { name: /Unpaid \(bill the school\)/ })).toHaveTextContent('$54.00 (2 orders)');
  });

  it('shows a viewer who may not see payments the counts and no amount', () => {
    const withoutMoney = job({ revenue: null, ordersByMethod: { Prepay: { count: 3, revenue: null }, Gallery: { count: 1, revenue: null } }, unpaid: { count: 2, total: null } });
    render(<JobOverviewDetails job={withoutMoney} organization="Lincoln Elementary" />);
    expect(within(screen.getByRole('row', { name: /Paid orders/ })).getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Revenue/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Unpaid \(bill the school\)/ })).toHaveTextContent(/^Unpaid \(bill the school\)2 orders$/);
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('says when the picture day is not set', () => {
    render(<JobOverviewDetails job={job({ pictureDay: null })} organization="Lincoln Elementary" />);
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });
});
