import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AttentionList } from '../components/attention-list';

const renderList = (attention: Parameters<typeof AttentionList>[0]['attention']) => render(<MemoryRouter><AttentionList attention={attention} /></MemoryRouter>);

describe("the admin home's Needs attention", () => {
  it('names each studio waiting for approval and counts failed photos and e-mails, each linking to where it is handled', () => {
    renderList({ waitingStudios: [{ id: 7, name: 'New Studio', slug: 'new-studio', createdAt: '2026-11-20T10:00:00.000Z' }], waitingStudioCount: 12, failedPhotoCount: 3, failedMailCount: 1, rolledBackReleases: [] });
    expect(screen.getByRole('link', { name: 'New Studio' })).toHaveAttribute('href', '/studios?search=new-studio');
    expect(screen.getByRole('link', { name: '11 more studios wait for approval' })).toHaveAttribute('href', '/studios');
    expect(screen.getByRole('link', { name: '3 photos failed to process' })).toHaveAttribute('href', '/galleries-processing');
    expect(screen.getByRole('link', { name: '1 e-mail was not delivered' })).toHaveAttribute('href', '/sendgrid-logs');
  });

  it('names each release the server rolled back by itself, linking to the Remotes page', () => {
    renderList({
      waitingStudios: [], waitingStudioCount: 0, failedPhotoCount: 0, failedMailCount: 0,
      rolledBackReleases: [
        { remote: 'systemAdmin', version: 'aaaaaaaaaaaaaaaa', action: 'watch-rolled-back', note: '20 failures in 20 visits', createdAt: '2026-11-20T10:00:00.000Z' },
        { remote: 'customer', version: 'bbbbbbbbbbbbbbbb', action: 'canary-rolled-back', note: null, createdAt: '2026-11-20T11:00:00.000Z' },
      ],
    });
    expect(screen.getByRole('link', { name: 'System admin: release aaaaaaaaaaaaaaaa was rolled back by the health watch' })).toHaveAttribute('href', '/remotes');
    expect(screen.getByRole('link', { name: 'Customer pages: canary bbbbbbbbbbbbbbbb was rolled back automatically' })).toHaveAttribute('href', '/remotes');
    expect(screen.getByRole('list', { name: 'Needs attention' })).toHaveTextContent('20 failures in 20 visits');
  });

  it('says so when nothing is waiting', () => {
    renderList({ waitingStudios: [], waitingStudioCount: 0, failedPhotoCount: 0, failedMailCount: 0, rolledBackReleases: [] });
    expect(screen.getByText('Nothing is waiting: no studio to approve, no failed photo, no failed e-mail, no release rolled back.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
