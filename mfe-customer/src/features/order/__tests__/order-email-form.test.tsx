import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderEmailForm } from '../components/order-email-form';

function renderForm(overrides: Partial<Parameters<typeof OrderEmailForm>[0]> = {}) {
  const onSubmit = jest.fn();
  render(<OrderEmailForm orderNumber="100001" onSubmit={onSubmit} pending={false} error={null} {...overrides} />);
  return onSubmit;
}

describe('OrderEmailForm', () => {
  it('asks for the e-mail of the order and submits it', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('heading', { name: 'Order #100001' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'parent@shutterday.test');
    await userEvent.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(onSubmit).toHaveBeenCalledWith('parent@shutterday.test');
  });

  it('refuses an invalid address with the spec message and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByText('This value is not a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the lookup failure and a busy button while searching', () => {
    renderForm({ error: 'Could not find this order', pending: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not find this order');
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeDisabled();
  });
});
