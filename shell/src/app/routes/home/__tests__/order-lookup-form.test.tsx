import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderLookupFormView } from '../order-lookup-form';

const fill = async (email: string, orderNumber: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (orderNumber) await userEvent.type(screen.getByLabelText('Order #'), orderNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

test('an invalid form shows the messages of spec §5 and sends nothing', async () => {
  const onSearch = jest.fn();
  render(<OrderLookupFormView onSearch={onSearch} />);
  await fill('not-an-email', '');
  expect(await screen.findByText('This value is not a valid email address')).toBeInTheDocument();
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Order #')).toHaveAccessibleDescription('This field is required');
  expect(onSearch).not.toHaveBeenCalled();
});

test('a valid form searches with the trimmed values and shows a loading state meanwhile', async () => {
  let finish: (found: boolean) => void = () => {};
  const onSearch = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
  render(<OrderLookupFormView onSearch={onSearch} />);
  await fill(' parent@shutterday.test ', '100001');
  expect(onSearch).toHaveBeenCalledWith({ email: 'parent@shutterday.test', orderNumber: '100001' });
  const button = screen.getByRole('button', { name: 'Search' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  finish(true);
  await waitFor(() => expect(button).toBeEnabled());
});

test('a miss keeps the e-mail, clears the order number and puts the cursor there (spec §8 reset, decided in docs/frontend.md)', async () => {
  render(<OrderLookupFormView onSearch={async () => false} />);
  await fill('parent@shutterday.test', '999999');
  await waitFor(() => expect(screen.getByLabelText('Order #')).toHaveValue(''));
  expect(screen.getByLabelText('Email')).toHaveValue('parent@shutterday.test');
  expect(screen.getByLabelText('Order #')).toHaveFocus();
});
