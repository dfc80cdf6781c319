import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryLike } from '../query-state';

const base: QueryLike<string> = { data: undefined, error: null, isPending: false, isError: false, refetch: jest.fn() };

function renderState(query: Partial<QueryLike<string>>) {
  const full = { ...base, ...query };
  render(
    <QueryState query={full} errorTitle="We couldn't load the studios" loadingLabel="Loading studios…">
      {(data) => <p>Got {data}</p>}
    </QueryState>,
  );
  return full;
}

describe('QueryState', () => {
  it('shows the loading label while pending', () => {
    renderState({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading studios…');
  });

  it('shows the content once loaded', () => {
    renderState({ data: 'studios' });
    expect(screen.getByText('Got studios')).toBeInTheDocument();
  });

  it('shows the failure with its message and retries on request', async () => {
    const query = renderState({ isError: true, error: new Error('Could not reach the server.'), refetch: jest.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the studios");
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalled();
  });
});
