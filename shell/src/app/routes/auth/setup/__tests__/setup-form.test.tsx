import { render, screen } from '@testing-library/react';
import { SetupFormView } from '../setup-form';
import { fillSetupForm } from '../../../../../test-support/fill-setup-form';

jest.setTimeout(20_000);

const fill = () => fillSetupForm();

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
