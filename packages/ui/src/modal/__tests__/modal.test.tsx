import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { useModal } from '../modal-context';

function Opener({ closeOnEscape = true, onClose }: { closeOnEscape?: boolean; onClose: () => void }) {
  const modal = useModal();
  return (
    <button onClick={() => modal.open({ title: 'Crop image', size: 'large', closeOnEscape, onClose, content: <p>cropper</p> })}>
      Open
    </button>
  );
}

test('a modal opened from anywhere renders in the host and closes on Escape, emitting close', async () => {
  const onClose = jest.fn();
  render(<PlatformProviders><Opener onClose={onClose} /></PlatformProviders>);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('cropper');
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText('cropper')).not.toBeInTheDocument());
});

test('Escape does nothing when closing by Escape is disabled', async () => {
  const onClose = jest.fn();
  render(<PlatformProviders><Opener closeOnEscape={false} onClose={onClose} /></PlatformProviders>);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByText('cropper')).toBeInTheDocument();
});
