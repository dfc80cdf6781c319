import { render, screen, within } from '@testing-library/react';
import { ApiError } from '@shutterday/api-client';
import { STUDIO_PENDING_MESSAGE } from '@shutterday/domain';
import { STUDIO_DISABLED_MESSAGE } from '@shutterday/domain/staff';
import { MemoryRouter } from 'react-router';
import { StudioNotOpen, studioNotOpenReason } from '../components/studio-not-open';

describe("a studio that is not open to its staff", () => {
  it('is told apart from a missing permission and a failed load by what the server says', () => {
    expect(studioNotOpenReason(new ApiError(403, [STUDIO_PENDING_MESSAGE]))).toBe('pending');
    expect(studioNotOpenReason(new ApiError(403, [STUDIO_DISABLED_MESSAGE]))).toBe('disabled');
    expect(studioNotOpenReason(new ApiError(403, ['You do not have permission to do this']))).toBeNull();
    expect(studioNotOpenReason(new ApiError(500, [STUDIO_PENDING_MESSAGE]))).toBeNull();
    expect(studioNotOpenReason(null)).toBeNull();
  });

  it('waiting for approval: one calm page saying what happens next, without an error or a retry', () => {
    render(<MemoryRouter><StudioNotOpen reason="pending" /></MemoryRouter>);
    expect(screen.getByText('Your studio is waiting for approval')).toBeInTheDocument();
    expect(screen.getByText(/We will e-mail you as soon as it is approved/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });

  it('stands as a page of its own: a main landmark, the h1 saying why, a link told apart from its sentence by more than colour', () => {
    render(<MemoryRouter><StudioNotOpen reason="pending" /></MemoryRouter>);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Your studio is waiting for approval' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Log out' })).toHaveStyle({ textDecoration: 'underline' });
    expect(document.title).toMatch(/Your studio is waiting for approval/);
  });

  it('closed: says so, and that nothing was deleted', () => {
    render(<MemoryRouter><StudioNotOpen reason="disabled" /></MemoryRouter>);
    expect(screen.getByText('This studio is closed')).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'This studio is closed' })).toBeInTheDocument();
  });
});
