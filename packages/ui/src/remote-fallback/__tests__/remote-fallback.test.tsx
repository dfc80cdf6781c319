import { render, screen } from '@testing-library/react';
import { RemoteFallback } from '../remote-fallback';

test('offers a way out that works when trying again cannot help', () => {
  render(<RemoteFallback area="The editor" home={{ href: '/login', label: 'Go to my start page' }} />);
  expect(screen.getByRole('alert', { name: 'The editor unavailable' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute('href', '/login');
});
