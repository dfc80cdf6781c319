import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StripeCardForm from '../components/stripe-card-form';

// Stripe.js as the page gets it: the Payment Element, the elements' own check and the PaymentMethod it makes.
const submit = jest.fn();
const createPaymentMethod = jest.fn();
const elementsOptions = jest.fn();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve({}) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
    elementsOptions(options);
    return children;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ createPaymentMethod, handleNextAction: jest.fn() }),
  useElements: () => ({ submit }),
}));

beforeEach(() => {
  submit.mockReset().mockResolvedValue({});
  createPaymentMethod.mockReset();
  elementsOptions.mockReset();
});

test('pays through the Payment Element for the order total (wallets see the amount), sending only the PaymentMethod id', async () => {
  const onPay = jest.fn();
  createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Wallet' } });
  render(<StripeCardForm publishableKey="pk_live_x" total={4310} pending={false} error={null} onPay={onPay} />);
  expect(screen.getByTestId('payment-element')).toBeInTheDocument();
  expect(elementsOptions).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'payment', amount: 4310, currency: 'usd', paymentMethodCreation: 'manual', allowedPaymentMethodTypes: ['card', 'link'] }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $43.10' }));
  await waitFor(() => expect(onPay).toHaveBeenCalledWith('pm_1Wallet', expect.any(Function)));
  expect(createPaymentMethod).toHaveBeenCalledWith({ elements: expect.objectContaining({ submit }) });
});

test('what the Payment Element refuses is said on the form, and nothing is paid', async () => {
  const onPay = jest.fn();
  submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
  render(<StripeCardForm publishableKey="pk_live_x" total={4310} pending={false} error={null} onPay={onPay} />);
  await userEvent.click(screen.getByRole('button', { name: 'Pay $43.10' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  expect(createPaymentMethod).not.toHaveBeenCalled();
  expect(onPay).not.toHaveBeenCalled();
});
