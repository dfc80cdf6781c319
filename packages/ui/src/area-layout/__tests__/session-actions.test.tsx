import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signIn, signOut } from '../../test-support/session';
import { SessionActions } from '../session-actions';

afterEach(signOut);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionActions />
    </MemoryRouter>,
  );

test('a system administrator inside a studio has the way back to system administration, and Log out', () => {
  signIn({ permission: 'system.admin', studio_id: null, name: 'Ada Admin' });
  renderAt('/admin/studios/1/organizations');
  expect(screen.getByRole('link', { name: 'System administration' })).toHaveAttribute('href', '/admin/studios');
  expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
});

test('a studio user has Log out and no system administration link', () => {
  signIn({ permission: ['studio.crud'], studio_id: 1, name: 'Sam Studio' });
  renderAt('/admin/studios/1/organizations/3/overview');
  expect(screen.getByText('Sam Studio')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'System administration' })).not.toBeInTheDocument();
});
