import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeFormView } from '../code-form';

test('asks for a code before sending anything', async () => {
  const onOpen = jest.fn();
  render(<CodeFormView onOpen={onOpen} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Type the code from your card');
  expect(onOpen).not.toHaveBeenCalled();
});

test('opens the trimmed code and shows why a code leads nowhere', async () => {
  const onOpen = jest.fn().mockResolvedValue('We could not find this code. Check it on the card and try again.');
  render(<CodeFormView onOpen={onOpen} />);
  await userEvent.type(screen.getByLabelText('Access code'), ' k7qm-4xtr {Enter}');
  expect(onOpen).toHaveBeenCalledWith('k7qm-4xtr');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this code');
  expect(screen.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
});
