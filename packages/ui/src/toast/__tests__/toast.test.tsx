import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { useToast } from '../toast-context';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error(['Name is required', 'Email is invalid'])}>many</button>
      <button onClick={() => toast.success('Saved')}>one</button>
    </>
  );
}

const setup = () => render(<PlatformProviders><Buttons /></PlatformProviders>);

test('several errors show on separate lines under "Oops:"', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'many' }));
  const notice = await screen.findByText(/Oops:/);
  expect(notice.textContent).toBe('Oops:\nName is required\nEmail is invalid');
});

test('a toast closes when clicked', async () => {
  setup();
  await userEvent.click(screen.getByRole('button', { name: 'one' }));
  await userEvent.click(await screen.findByText('Saved'));
  await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
});

test('a toast closes by itself after 5 seconds, but not while the window has lost focus', async () => {
  jest.useFakeTimers();
  try {
    setup();
    act(() => screen.getByRole('button', { name: 'one' }).click());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('blur'));
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
      jest.advanceTimersByTime(5_000);
    });
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  } finally {
    jest.useRealTimers();
  }
});
