import { render, screen } from '@testing-library/react';
import { FormAlert } from '../form-alert';

test('shows nothing before the first submit', () => {
  render(<FormAlert error="Wrong password" submitted={false} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('shows the error string after a submit', () => {
  render(<FormAlert error="Wrong password" submitted />);
  expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
});

test('shows a list of errors one per line', () => {
  render(<FormAlert error={['Name is required', 'Slug is taken']} submitted />);
  expect(screen.getByText(/Name is required/).textContent).toBe('Name is required\nSlug is taken');
});

test('hides again when the error clears', () => {
  const { rerender } = render(<FormAlert error="Wrong password" submitted />);
  rerender(<FormAlert error={null} submitted />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
