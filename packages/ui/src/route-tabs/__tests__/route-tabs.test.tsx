import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteTabs } from '../route-tabs';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/catalog" element={<RouteTabs label="Product catalog" tabs={[{ path: 'items', label: 'Items' }, { path: 'tags', label: 'Tags' }]} />}>
          <Route path="items" element={<p>Items page</p>} />
          <Route path="tags" element={<p>Tags page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteTabs', () => {
  it('selects the tab of the URL and shows its page', () => {
    renderAt('/catalog/tags');
    expect(screen.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tags page')).toBeInTheDocument();
  });

  it('navigates to a tab when it is chosen', async () => {
    renderAt('/catalog/tags');
    await userEvent.click(screen.getByRole('tab', { name: 'Items' }));
    expect(await screen.findByText('Items page')).toBeInTheDocument();
  });
});
