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
  const renderForm = () => {
    const onPay = jest.fn();
    render(<SandboxCardForm total={4900} pending={false} error={null} onPay={onPay} />);
    return onPay;
  };
  const fill = async (number: string, expiry: string, cvc: string) => {
    for (const [label, value] of [['Card number', number], ['Expiry (MM/YY)', expiry], ['CVC', cvc]] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      if (value) await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
  };

  it('checks what Stripe\'s form checks — number, expiry in the future, CVC — and sends nothing until they pass', async () => {
    const onPay = renderForm();
    await fill('4242 4242 4242 4241', '01/20', '12');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('turns a test card into Stripe\'s test PaymentMethod id: the number itself is never handed on', async () => {
    const onPay = renderForm();
    await fill('4242 4242 4242 4242', '12/30', '123');
    expect(onPay).toHaveBeenCalledWith('pm_card_visa', expect.any(Function));
    await fill('4000 0000 0000 0127', '12/30', '123');
    expect(onPay).toHaveBeenLastCalledWith('pm_card_chargeDeclinedIncorrectCvc', expect.any(Function));
    expect(JSON.stringify(onPay.mock.calls)).not.toMatch(/\d{12}/);
  });

  it('refuses a card that is not a test card, as Stripe\'s test mode does', async () => {
    const onPay = renderForm();
    await fill('4111 1111 1111 1111', '12/30', '123');
    expect(screen.getByRole('alert')).toHaveTextContent('used a non test card');
    expect(onPay).not.toHaveBeenCalled();
  });
});
