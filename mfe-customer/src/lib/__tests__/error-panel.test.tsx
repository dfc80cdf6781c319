import { ApiError } from '@shutterday/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BasenameContext } from '../basename-context';
import { ErrorPanel } from '../error-panel';

const panel = (error: unknown) =>
  render(
    <MemoryRouter>
      <BasenameContext.Provider value="/demo">
        <ErrorPanel title="We couldn't load your cart" error={error} onRetry={() => {}} />
      </BasenameContext.Provider>
    </MemoryRouter>,
  );

describe('an error panel offers a way that works', () => {
  it('offers "Try again" when trying again can help (no connection, a server failure)', () => {
    panel(new ApiError(0, ['Network error']));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the studio\'s events instead when the answer will not change (a 4xx)', () => {
    panel(new ApiError(404, ['Job not found']));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this studio's events" })).toHaveAttribute('href', '/demo');
  });
});
