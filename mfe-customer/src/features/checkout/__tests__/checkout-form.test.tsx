import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { CheckoutForm } from '../components/checkout-form';
import { checkoutFormDefaults } from '../model/checkout-form-values';

const options = [
  { code: 'standard', name: 'Standard shipping', price: 895, military: false },
  { code: 'priority', name: 'Priority', price: 1495, military: true },
];

async function fillDetails(zip: string) {
  await userEvent.type(screen.getByLabelText('First name'), 'Pat');
  await userEvent.type(screen.getByLabelText('Last name'), 'Parent');
  await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
  await userEvent.type(screen.getByLabelText('Street address'), '12 Elm Street');
  await userEvent.type(screen.getByLabelText('City'), 'Springfield');
  await userEvent.type(screen.getByLabelText('State'), 'il');
  await userEvent.type(screen.getByLabelText('ZIP code'), zip);
}

describe('CheckoutForm', () => {
  it('names a bad ZIP code and a missing shipping option, and sends nothing', async () => {
    const onSubmit = jest.fn();
    render(<CheckoutForm defaults={checkoutFormDefaults(null, 'Prepay')} shippingOptions={options} pending={false} error={null} onSubmit={onSubmit} />);
    await fillDetails('6270');
    await userEvent.click(screen.getByRole('button', { name: 'Review my order' }));
    expect(await screen.findByText('This value is not a valid ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Choose a shipping option')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a batch order needs no shipping option: it ships as Studio Shipping', async () => {
    const onSubmit = jest.fn();
    render(<CheckoutForm defaults={checkoutFormDefaults(null, 'Prepay')} shippingOptions={options} pending={false} error={null} onSubmit={onSubmit} />);
    await fillDetails('62701');
    await userEvent.click(screen.getByRole('radio', { name: /Studio Shipping/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Review my order' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ delivery: 'batch' }), expect.anything());
  });
});

describe('SandboxCardForm', () => {
  const renderForm = (error: string | null = null) => {
    const onPay = jest.fn();
    const onDismissError = jest.fn();
    const view = render(<SandboxCardForm total={4900} pending={false} error={error} onPay={onPay} onDismissError={onDismissError} />);
    return { onPay, onDismissError, view };
  };
  const fill = async (number: string, expiry: string, cvc: string) => {
    for (const [label, value] of [['Card number', number], ['Expiry (MM/YY)', expiry], ['CVC', cvc]] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      if (value) await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
  };

  it("checks what Stripe's form checks — number, expiry in the future, CVC — one error at a time, and sends nothing until they pass", async () => {
    const { onPay } = renderForm();
    await fill('4242 4242 4242 4241', '01/20', '12');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    await fill('4242 4242 4242 4242', '01/20', '12');
    expect(screen.getByRole('alert')).toHaveTextContent("Your card's expiration year is in the past.");
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
    await fill('4242 4242 4242 4242', '12/30', '12');
    expect(screen.getByRole('alert')).toHaveTextContent("Your card's security code is incomplete.");
    expect(onPay).not.toHaveBeenCalled();
  });

  it('groups the number as it is typed (Amex 4-6-5), formats the expiry from digits and keeps the CVC to digits', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '378282246310005');
    expect(screen.getByLabelText('Card number')).toHaveValue('3782 822463 10005');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '0429');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('04/29');
    await userEvent.type(screen.getByLabelText('CVC'), '12a345');
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
  });

  it('a digit corrected in the middle of the number keeps the caret after it', async () => {
    renderForm();
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '424242424242424');
    await userEvent.type(number, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(number).toHaveValue('4242 9424 2424 2424');
    await userEvent.keyboard('1');
    expect(number).toHaveValue('4242 9142 4242 4242');
  });

  it('a phone keypad: numeric fields the browser can autofill', () => {
    renderForm();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
  });

  it("turns a test card into Stripe's test PaymentMethod id, with the expiry typed as digits alone: the number itself is never handed on", async () => {
    const { onPay } = renderForm();
    await fill('4242424242424242', '0429', '123');
    expect(onPay).toHaveBeenCalledWith('pm_card_visa', expect.any(Function));
    await fill('4000 0000 0000 0127', '12/30', '123');
    expect(onPay).toHaveBeenLastCalledWith('pm_card_chargeDeclinedIncorrectCvc', expect.any(Function));
    expect(JSON.stringify(onPay.mock.calls)).not.toMatch(/\d{12}/);
  });

  it('a decline is the one current error: the next attempt dismisses it and shows only its own', async () => {
    const { onDismissError, view } = renderForm('Your card was declined.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await fill('4242 4242 4242 4242', '01/20', '123');
    expect(onDismissError).toHaveBeenCalled();
    view.rerender(<SandboxCardForm total={4900} pending={false} error={null} onPay={jest.fn()} onDismissError={onDismissError} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent("Your card's expiration year is in the past.");
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it("refuses a card that is not a test card, as Stripe's test mode does", async () => {
    const { onPay } = renderForm();
    await fill('4111 1111 1111 1111', '12/30', '123');
    expect(screen.getByRole('alert')).toHaveTextContent('used a non test card');
    expect(onPay).not.toHaveBeenCalled();
  });
});
