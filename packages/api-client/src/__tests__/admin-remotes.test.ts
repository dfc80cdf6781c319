/** @jest-environment jsdom */
import type { RemoteOverview } from '@shutterday/domain/staff';
import { remotesRefetchMs } from '../endpoints/admin-remotes';

const remote = (overrides: Partial<RemoteOverview> = {}): RemoteOverview => ({
  remote: 'customer', entry: '/remotes/customer/mf-manifest.json', fixed: false, live: null, canary: null, watch: null, releases: [], history: [], ...overrides,
});

test('the remotes are read again every 5 s while a canary or a health watch runs, else every 30 s', () => {
  expect(remotesRefetchMs(undefined)).toBe(30_000);
  expect(remotesRefetchMs([remote(), remote({ remote: 'systemAdmin' })])).toBe(30_000);
  expect(remotesRefetchMs([remote(), remote({ canary: { version: 'aaaaaaaaaaaaaaaa', percent: 10, visits: 0, failures: 0 } })])).toBe(5_000);
  expect(remotesRefetchMs([remote({ watch: { version: 'aaaaaaaaaaaaaaaa', until: '2026-11-20T15:35:00.000Z', visits: 0, failures: 0 } })])).toBe(5_000);
});
