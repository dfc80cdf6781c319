import { act, render } from '@testing-library/react';
import { usePageToasts } from '../use-page-toasts';

const close = jest.fn();
jest.mock('../lazy-toast', () => ({
  lazyToast: async () => ({ error: () => close, success: () => close, info: () => close, warning: () => close }),
}));

function Page({ onReady }: { onReady: (raise: ReturnType<typeof usePageToasts>) => void }) {
  onReady(usePageToasts());
  return null;
}

test('a toast raised by a page is closed when the parent leaves that page', async () => {
  let raise: ReturnType<typeof usePageToasts> | null = null;
  const { unmount } = render(<Page onReady={(r) => (raise = r)} />);
  await act(() => raise!.error('Could not find this order'));
  expect(close).not.toHaveBeenCalled();
  unmount();
  expect(close).toHaveBeenCalledTimes(1);
});
