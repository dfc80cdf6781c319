import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardForm } from '../components/card-form';
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

describe('CardForm', () => {
  it('asks for a whole card number before paying, then pays with its digits', async () => {
    const onPay = jest.fn();
    render(<CardForm total={4900} pending={false} error={null} onPay={onPay} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the card number as printed on the card');
    await userEvent.type(screen.getByLabelText('Card number'), ' 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(onPay).toHaveBeenCalledWith('4242424242424242');
  });
});
