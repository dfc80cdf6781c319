import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { studio } from '../../../test-support/fixtures';
import { StudioHeader } from '../components/studio-header';
import { StudioNotFound } from '../components/studio-not-found';
import { StudioUnavailable } from '../components/studio-unavailable';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('studio pages', () => {
  it('an unknown slug says the studio was not found and links home', () => {
    inRouter(<StudioNotFound slug="nope" />);
    expect(screen.getByRole('heading', { name: "We couldn't find this studio" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('a studio that cannot be loaded shows the spec message, with a retry only when given', async () => {
    const retry = jest.fn();
    inRouter(<StudioUnavailable onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'There was an error loading the studio' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('without a retry there is no button', () => {
    inRouter(<StudioUnavailable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('the header shows the studio and leads back to its events', () => {
    inRouter(<StudioHeader studio={{ ...studio, logoUrl: '/logo.png' }} homeHref="/demo" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Photo Co' })).toHaveAttribute('href', '/demo');
  });
});
