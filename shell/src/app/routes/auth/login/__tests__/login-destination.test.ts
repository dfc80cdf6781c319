import type { SessionUser } from '@shutterday/api-client';
import { loginDestination } from '../login-destination';

const studioUser: SessionUser = { id: '2', name: 'S', email: 's@x', permissions: ['studio.crud'], studioId: 4, isSystemAdmin: false, rspoJob: false };
const systemAdmin: SessionUser = { ...studioUser, permissions: ['system.admin'], studioId: null, isSystemAdmin: true };

test('a same-site return path is honoured, search included', () => {
  expect(loginDestination('/admin/studios/4/jobs?page=2', studioUser)).toBe('/admin/studios/4/jobs?page=2');
});

test('another site is never a destination', () => {
  expect(loginDestination('https://evil.example/phish', studioUser)).toBe('/admin/studios/4');
  expect(loginDestination('//evil.example/phish', studioUser)).toBe('/admin/studios/4');
});

test('without ret a system administrator goes to /admin and a studio user to their studio', () => {
  expect(loginDestination(null, systemAdmin)).toBe('/admin');
  expect(loginDestination(null, studioUser)).toBe('/admin/studios/4');
});
