import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OrderDownloads } from '../components/order-downloads';

const link = { linkId: 'abcdefghijklmnopqrstuv', fileName: 'Ava-Smith-12.jpg', subjectName: 'Ava Smith', expiresAt: '2026-10-20T15:30:00.000Z', refunded: false };

describe('OrderDownloads', () => {
  it('offers each paid photo behind its link, and a refunded one without a link, saying it was refunded', () => {
    render(
      <MemoryRouter>
        <OrderDownloads downloads={[link, { ...link, linkId: 'zyxwvutsrqponmlkjihgfe', fileName: 'Ava-Smith-13.jpg', refunded: true }]} hrefFor={(id) => `/demo/download/${id}`} />
      </MemoryRouter>,
    );
    const [open, refunded] = screen.getAllByRole('listitem');
    expect(within(open!).getByRole('link', { name: 'Ava-Smith-12.jpg (Ava Smith)' })).toHaveAttribute('href', '/demo/download/abcdefghijklmnopqrstuv');
    expect(within(open!).getByText(/Valid until/)).toBeInTheDocument();
    expect(within(refunded!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(refunded!).getByText('Refunded: no longer available to download')).toBeInTheDocument();
    expect(within(refunded!).queryByText(/expired|Valid until/)).not.toBeInTheDocument();
  });
});
