import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AttentionList } from '../components/attention-list';

const renderList = (attention: Parameters<typeof AttentionList>[0]['attention']) => render(<MemoryRouter><AttentionList attention={attention} /></MemoryRouter>);

describe("the admin home's Needs attention", () => {
  it('names each studio waiting for approval and counts failed photos and e-mails, each linking to where it is handled', () => {
    renderList({ waitingStudios: [{ id: 7, name: 'New Studio', slug: 'new-studio', createdAt: '2026-11-20T10:00:00.000Z' }], waitingStudioCount: 12, failedPhotoCount: 3, failedMailCount: 1 });
    expect(screen.getByRole('link', { name: 'New Studio' })).toHaveAttribute('href', '/studios?search=new-studio');
    expect(screen.getByRole('link', { name: '11 more studios wait for approval' })).toHaveAttribute('href', '/studios');
    expect(screen.getByRole('link', { name: '3 photos failed to process' })).toHaveAttribute('href', '/galleries-processing');
    expect(screen.getByRole('link', { name: '1 e-mail was not delivered' })).toHaveAttribute('href', '/sendgrid-logs');
  });

  it('says so when nothing is waiting', () => {
    renderList({ waitingStudios: [], waitingStudioCount: 0, failedPhotoCount: 0, failedMailCount: 0 });
    expect(screen.getByText('Nothing is waiting: no studio to approve, no failed photo, no failed e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
