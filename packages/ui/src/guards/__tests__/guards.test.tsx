import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '../require-auth';
import { RequirePermission } from '../require-permission';
import { signIn, signOut } from '../../test-support/session';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => signOut());

test('a logged-out visit goes to login with the full path to return to', () => {
  renderAt('/admin/studios/3/jobs?page=2', <RequireAuth>secret</RequireAuth>);
  expect(screen.getByText(`at /login?ret=${encodeURIComponent('/admin/studios/3/jobs?page=2')}`)).toBeInTheDocument();
});

test('a logged-in user passes', () => {
  signIn({ permission: 'studio.crud', studio_id: 3 });
  renderAt('/admin/studios/3', <RequireAuth>secret</RequireAuth>);
  expect(screen.getByText('secret')).toBeInTheDocument();
});

test('holding any one of the listed permissions is enough', () => {
  signIn({ permission: ['studio.crud', 'studio.financials.read'], studio_id: 3 });
  renderAt('/admin/reports', <RequirePermission anyOf={['studio.admin.crud', 'studio.financials.read']}>reports</RequirePermission>);
  expect(screen.getByText('reports')).toBeInTheDocument();
});

test('lacking every listed permission sends a studio user to their studio admin home', () => {
  signIn({ permission: 'studio.crud', studio_id: 3 });
  renderAt('/admin/studios', <RequirePermission anyOf={['system.admin']}>studios</RequirePermission>);
  expect(screen.getByText('at /admin/studios/3')).toBeInTheDocument();
});

test('a system administrator without a studio is sent to /admin instead', () => {
  signIn({ permission: 'system.admin', studio_id: null });
  render(
    <MemoryRouter initialEntries={['/reports']}>
      <Routes>
        <Route path="/reports" element={<RequirePermission anyOf={['studio.financials.read']}>reports</RequirePermission>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('at /admin')).toBeInTheDocument();
});
