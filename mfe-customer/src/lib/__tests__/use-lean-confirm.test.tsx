import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLeanConfirm } from '../use-lean-confirm';

function Harness() {
  const [confirm, element] = useLeanConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm({ title: 'Remove it?', content: 'Add-ons go too.' }).then((ok) => setAnswer(String(ok)))}>
        Ask
      </button>
      <output>{answer}</output>
      {element}
    </>
  );
}

describe('useLeanConfirm', () => {
  it('resolves true on Confirm, with focus moved into the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    // The dialog's code loads when the first question is asked.
    const dialog = await screen.findByRole('dialog', { name: 'Remove it?' });
    expect(dialog).toHaveTextContent('Add-ons go too.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel and on Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  });
});
