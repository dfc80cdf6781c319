import { fireEvent, render, screen } from '@testing-library/react';
import { NotifyBox } from '../notify-box';

describe('"Tell me when the photos are ready"', () => {
  it('sends the code and address as typed (trimmed) and shows the studio answer', async () => {
    const onSignUp = jest.fn().mockResolvedValue('Thank you.');
    render(<NotifyBox onSignUp={onSignUp} />);
    fireEvent.change(screen.getByLabelText('Code on the card'), { target: { value: ' k7qm-4xtr ' } });
    fireEvent.change(screen.getByLabelText('Your e-mail'), { target: { value: 'ann@family.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you.');
    expect(onSignUp).toHaveBeenCalledWith({ code: 'k7qm-4xtr', email: 'ann@family.test' });
  });

  it('asks for an address before sending anything', () => {
    const onSignUp = jest.fn();
    render(<NotifyBox onSignUp={onSignUp} />);
    fireEvent.change(screen.getByLabelText('Code on the card'), { target: { value: 'K7QM4XTR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(screen.getByText('Type the e-mail address to send the news to.')).toBeInTheDocument();
    expect(onSignUp).not.toHaveBeenCalled();
  });
});
