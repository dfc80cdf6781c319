import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PlatformProviders } from '../../platform-providers/platform-providers';

// The system setting as the browser reports it; jsdom has no matchMedia of its own.
function systemAsksForLessMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: reduce, addEventListener: (_: string, listener: () => void) => listeners.add(listener), removeEventListener: (_: string, listener: () => void) => listeners.delete(listener) };
  window.matchMedia = jest.fn(() => query) as never;
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

// What every antd component under the providers animates with (jsdom runs no animation to look at).
function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{`${token.motion ? 'on' : 'off'} ${token.motionDurationMid}`}</output>;
}

const renderMotion = () =>
  render(
    <PlatformProviders>
      <Motion />
    </PlatformProviders>,
  );

test('zooms and slides are off, at no duration, when the system asks for less motion', () => {
  systemAsksForLessMotion(true);
  renderMotion();
  expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('off 0s');
});

test('they are on otherwise, and follow the setting as the person changes it', () => {
  const change = systemAsksForLessMotion(false);
  renderMotion();
  expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('on 0.2s');
  act(() => change(true));
  expect(screen.getByRole('status', { name: 'motion' })).toHaveTextContent('off 0s');
});
