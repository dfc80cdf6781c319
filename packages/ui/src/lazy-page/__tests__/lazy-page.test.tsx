import { act, render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

test('shows the loading block until the page module has loaded, then the page', async () => {
  let loaded!: (module: { default: () => React.JSX.Element }) => void;
  const element = lazyPage(() => new Promise((resolve) => (loaded = resolve)));
  render(element);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await act(async () => loaded({ default: () => <h1>Orders</h1> }));
  expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
