import type { RemoteOverview } from '@shutterday/domain/staff';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LiveReleases } from '../components/live-releases';

const remote = (overrides: Partial<RemoteOverview>): RemoteOverview => ({
  remote: 'customer', entry: '/remotes/customer/mf-manifest.json', fixed: false, live: null, canary: null, watch: null, releases: [], history: [], ...overrides,
});

test('names the live release of each remote, what its canary or health watch is doing, and its last deploy with who shipped it', () => {
  render(
    <MemoryRouter>
      <LiveReleases
        remotesHref="remotes"
        remotes={[
          remote({
            live: 'aaaaaaaaaaaaaaaa', watch: { version: 'aaaaaaaaaaaaaaaa', until: '2026-11-20T15:35:00.000Z', visits: 7, failures: 1 },
            history: [{ action: 'promote', version: 'aaaaaaaaaaaaaaaa', previousVersion: null, by: 'Customer team', note: null, createdAt: '2026-11-20T15:05:00.000Z' }],
          }),
          remote({ remote: 'studioAdmin', canary: { version: 'cccccccccccccccc', percent: 10, visits: 3, failures: 0 } }),
        ]}
      />
    </MemoryRouter>,
  );
  const [customer, studio] = within(screen.getByRole('list', { name: 'Live releases' })).getAllByRole('listitem');
  expect(customer).toHaveTextContent(/^Customer pages: live aaaaaaaaaaaaaaaa; health watch until .*: 7 visits, 1 failures/);
  expect(customer).toHaveTextContent(/Last deploy: Promoted aaaaaaaaaaaaaaaa — by Customer team/);
  expect(studio).toHaveTextContent('Studio admin: live the hosted build; canary cccccccccccccccc to 10% of visitors: 3 visits, 0 failures');
  expect(screen.getByRole('link', { name: 'Open Remotes' })).toHaveAttribute('href', '/remotes');
});
