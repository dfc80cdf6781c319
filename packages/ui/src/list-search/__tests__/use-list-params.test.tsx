import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { ListSearch } from '../list-search';
import { useListParams } from '../use-list-params';

function Probe() {
  const { page, search, update } = useListParams();
  const location = useLocation();
  return (
    <div>
      <ListSearch label="Search things" value={search} onSearch={(value) => update({ search: value })} />
      <button type="button" onClick={() => update({ page: page + 1 })}>
        Next page
      </button>
      <output aria-label="state">{`${page}|${search}|${location.search}`}</output>
    </div>
  );
}

const state = () => screen.getByLabelText('state').textContent;

describe('useListParams with ListSearch', () => {
  it('reads page and search from the URL, defaulting to page 1', () => {
    render(
      <MemoryRouter initialEntries={['/list?page=3&search=lin']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(state()).toBe('3|lin|?page=3&search=lin');
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('lin');
  });

  it('ignores a page that is not a positive integer', () => {
    render(
      <MemoryRouter initialEntries={['/list?page=-2']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(state()).toBe('1||?page=-2');
  });

  it('keeps the search on a page change and restarts at page 1 on a new search', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list?search=lin']}>
        <Probe />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(state()).toBe('2|lin|?search=lin&page=2');
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    await user.clear(box);
    await user.type(box, '  tigers {Enter}');
    expect(state()).toBe('1|tigers|?search=tigers');
  });
});
