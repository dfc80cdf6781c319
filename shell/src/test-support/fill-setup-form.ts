import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the setup form and submits it. Typing five fields key by key is slow on a loaded machine; pasting is what the tests need. */
export async function fillSetupForm(slug = 'demo'): Promise<void> {
  const values: Array<[string, string]> = [
    ['Studio name', 'Northside Portraits'], ['Web address', slug], ['Your name', 'Nia North'], ['Email', 'nia@northside.test'], ['Password', 'Northside-2026!'],
  ];
  for (const [label, value] of values) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create studio' }));
}
