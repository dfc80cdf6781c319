import type { SystemStatus } from '@shutterday/domain/staff';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { formatBytes, SystemStatusView } from '../components/system-status-view';

const STATUS: SystemStatus = {
  version: '0.1.0',
  node: 'v20.19.0',
  startedAt: '2026-11-25T08:00:00.000Z',
  database: { kind: 'postgresql', migrationsApplied: 7, sizeBytes: 12_582_912 },
  queue: 'pg-boss',
  payments: 'stripe',
  mail: 'recorded',
  storage: 'local',
  studios: { active: 12, pending: 2 },
  users: { total: 43, disabled: 3 },
  orders: { today: 5, total: 1200 },
  photos: { pending: 0, failed: 4 },
  mailLastDay: { sent: 0, recorded: 9, failed: 1 },
};

test('shows what the installation runs on and links each figure that needs someone to its page', () => {
  render(
    <MemoryRouter initialEntries={['/admin/system']}>
      <Routes>
        <Route path="/admin">
          <Route path="system" element={<SystemStatusView status={STATUS} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('PostgreSQL, 7 migrations applied, 12.0 MB')).toBeInTheDocument();
  expect(screen.getByText('In the database (pg-boss)')).toBeInTheDocument();
  expect(screen.getByText('Recorded in the e-mail log only (no relay configured)')).toBeInTheDocument();
  // The count the Users list shows (everyone, switched off or not), and a way there.
  expect(screen.getByText('43')).toBeInTheDocument();
  expect(screen.getByText('(3 disabled)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  expect(screen.getByText('of 1200')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Studios waiting for approval' })).toHaveAttribute('href', '/admin/studios');
  expect(screen.getByRole('link', { name: 'E-mails failed (24 h)' })).toHaveAttribute('href', '/admin/sendgrid-logs?status=failed');
});

test('writes sizes the way people read them', () => {
  expect(formatBytes(512)).toBe('512 bytes');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
});
