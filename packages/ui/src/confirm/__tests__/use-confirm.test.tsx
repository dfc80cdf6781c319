import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { useConfirm } from '../use-confirm';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Delete this job?' })))}>Delete</button>
      <p>answer {answer}</p>
    </>
  );
}

const setup = () => render(<PlatformProviders><DeleteButton /></PlatformProviders>);

test('resolves true on Confirm', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByText('answer true')).toBeInTheDocument());
});

test('resolves false on Cancel', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByText('answer false')).toBeInTheDocument());
});

test('resolves false when closed with Escape', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await screen.findAllByText('Delete this job?');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByText('answer false')).toBeInTheDocument());
});
