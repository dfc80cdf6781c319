import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetupFormView } from '../setup-form';

// Typing five fields key by key is slow on a loaded machine; pasting is what the test needs.
jest.setTimeout(20_000);

const fill = async () => {
  const values: Array<[string, string]> = [
    ['Studio name', 'Northside Portraits'], ['Web address', 'demo'], ['Your name', 'Nia North'], ['Email', 'nia@northside.test'], ['Password', 'Northside-2026!'],
  ];
  for (const [label, value] of values) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create studio' }));
};

test("the server's message for a field shows under that field, without the internal field name", async () => {
  render(<SetupFormView onSubmit={async () => ['studioSlug: This studio address is already taken']} />);
  await fill();
  expect(await screen.findByText('This studio address is already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Web address')).toHaveAccessibleDescription(/This studio address is already taken/);
  expect(screen.queryByText(/studioSlug/)).not.toBeInTheDocument();
});

test('a message for no field stays in the alert', async () => {
  render(<SetupFormView onSubmit={async () => ['Too many requests from your address. Please wait a moment and try again.']} />);
  await fill();
  expect(await screen.findByText('Too many requests from your address. Please wait a moment and try again.')).toBeInTheDocument();
});
