import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { customerJob, studio } from '../../../test-support/fixtures';
import { StudioLandingView } from '../components/studio-landing-view';

type Props = ComponentProps<typeof StudioLandingView>;

function renderView(overrides: Partial<Props> = {}) {
  const props: Props = {
    studio,
    search: '',
    onSearchChange: jest.fn(),
    jobs: { status: 'success', items: [customerJob(), customerJob({ id: 12, name: 'Tigers Team Day', organizationName: 'Riverside Tigers', prepay: { available: false } })], totalRecords: 2 },
    jobHref: (job) => `/demo/${job.id}/search`,
    allEventsHref: '/demo',
    onCode: jest.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <StudioLandingView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('StudioLandingView', () => {
  it('shows the studio name and links each event to its subject search', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Photo Co' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lincoln Fall Picture Day' })).toHaveAttribute('href', '/demo/11/search');
    expect(screen.getByRole('link', { name: 'Tigers Team Day' })).toHaveAttribute('href', '/demo/12/search');
    expect(screen.getAllByText('09/15/2026')).toHaveLength(2);
    expect(screen.getAllByText('Gallery open')).toHaveLength(2);
    expect(screen.getAllByText('Pre-order open')).toHaveLength(1);
  });

  it('opens the code a parent types in the "Have a code?" box, and asks for one when the box is empty', async () => {
    const props = renderView();
    const box = screen.getByRole('textbox', { name: 'Have a code?' });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Type the code from your card')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, ' k7qm-4xtr {Enter}');
    expect(props.onCode).toHaveBeenCalledWith('k7qm-4xtr');
    expect(screen.queryByText('Type the code from your card')).not.toBeInTheDocument();
  });

  it('reports what the parent types in the search box', async () => {
    const props = renderView();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'T');
    expect(props.onSearchChange).toHaveBeenCalledWith('T');
  });

  it('says when nothing matches the search, and when the studio has no open events', () => {
    renderView({ search: 'zzz', jobs: { status: 'success', items: [], totalRecords: 0 } });
    expect(screen.getByText('No events match “zzz”.')).toBeInTheDocument();
  });

  it('says when the studio has no open events', () => {
    renderView({ jobs: { status: 'success', items: [], totalRecords: 0 } });
    expect(screen.getByText('There are no events open for ordering right now.')).toBeInTheDocument();
  });

  it('tells how many events an access code opens', () => {
    renderView({ code: 'DEMO2026' });
    expect(screen.getByRole('status')).toHaveTextContent('Access code DEMO2026 opens 2 events.');
  });

  it('says plainly when an access code opens nothing, with a way to all events', () => {
    renderView({ code: 'NOPE', jobs: { status: 'success', items: [], totalRecords: 0 } });
    expect(screen.getByRole('alert')).toHaveTextContent('This access code was not recognised: NOPE');
    expect(screen.getByRole('link', { name: 'see all events' })).toHaveAttribute('href', '/demo');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows a loading state while the events load', () => {
    renderView({ jobs: { status: 'pending' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
  });

  it('offers a retry when the events fail to load', async () => {
    const retry = jest.fn();
    renderView({ jobs: { status: 'error', message: 'Network error', retry } });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the events");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('loads the next page on request when more events exist', async () => {
    const loadMore = jest.fn();
    renderView({ jobs: { status: 'success', items: [customerJob()], totalRecords: 60, loadMore } });
    await userEvent.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(loadMore).toHaveBeenCalled();
  });
});
