import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { AreaMenu } from '../area-menu';

const items = [
  { key: 'home', label: 'Home', to: '' },
  { key: 'organizations', label: 'Organizations', to: 'organizations' },
  { key: 'jobs', label: 'Jobs', to: 'jobs' },
];

// Like a remote: descendant routes under the shell's `studios/:studioId/*`, the menu in a layout route.
function renderAt(path: string) {
  const area = (
    <Routes>
      <Route element={<><AreaMenu items={items} /><Outlet /></>}>
        <Route index element={<p>home page</p>} />
        <Route path="organizations/*" element={<p>organizations page</p>} />
        <Route path="jobs" element={<p>jobs page</p>} />
      </Route>
    </Routes>
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/studios/:studioId/*" element={area} />
      </Routes>
    </MemoryRouter>,
  );
}

const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((e) => e.textContent);

test.each([
  ['/admin/studios/3', 'Home'],
  ['/admin/studios/3/organizations', 'Organizations'],
  ['/admin/studios/3/organizations/12/jobs', 'Organizations'],
  ['/admin/studios/3/jobs', 'Jobs'],
])('at %s only %s is marked', (path, label) => {
  renderAt(path);
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/admin/studios/3',
    '/admin/studios/3/organizations',
    '/admin/studios/3/jobs',
  ]);
  expect(selected()).toEqual([label]);
  expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
});
