import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobServices } from '../../../test-support/fixtures';
import { PersonalizationForm } from '../components/personalization-form';

const defaults = { ...jobServices.personalization!.defaults, nameOnWallets: true };

function renderForm(prints: boolean, wallets: boolean) {
  const onAdd = jest.fn();
  render(<PersonalizationForm subjectId={5} subjectName="Ava Johnson" price={1000} defaults={defaults} prints={prints} wallets={wallets} saving={false} onAdd={onAdd} />);
  return onAdd;
}

describe('PersonalizationForm: only what the job allows', () => {
  it('a job that allows names on wallets only offers wallets, and never sends prints as ticked', async () => {
    const onAdd = renderForm(false, true);
    expect(screen.queryByRole('checkbox', { name: 'Name on all prints' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Year on all prints' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Name on wallets' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /Add personalization/ }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ nameOnAllPrints: false, yearOnAllPrints: false, nameOnWallets: true }));
  });

  it('a job that allows names on prints only offers prints', async () => {
    const onAdd = renderForm(true, false);
    expect(screen.getByRole('checkbox', { name: 'Name on all prints' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Name on wallets' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add personalization/ }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ nameOnAllPrints: true, nameOnWallets: false }));
  });
});
