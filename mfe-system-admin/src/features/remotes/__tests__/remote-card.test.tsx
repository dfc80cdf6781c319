import type { RemoteOverview } from '@shutterday/domain/staff';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteCard } from '../components/remote-card';

const release = (version: string, createdAt = '2026-11-20T15:00:00.000Z') => ({
  version, gitCommit: 'abc1234def5678', buildMs: 41234, publishedBy: 'admin@shutterday.test', createdAt, requires: ['react@^19.3.1'],
});
const overview = (overrides: Partial<RemoteOverview> = {}): RemoteOverview => ({
  remote: 'customer', entry: '/releases/customer/aaaaaaaaaaaaaaaa/mf-manifest.json', fixed: false, live: 'aaaaaaaaaaaaaaaa', canary: null, watch: null,
  releases: [release('bbbbbbbbbbbbbbbb'), release('aaaaaaaaaaaaaaaa')],
  history: [{ action: 'promote', version: 'aaaaaaaaaaaaaaaa', previousVersion: null, by: 'admin@shutterday.test', note: null, createdAt: '2026-11-20T15:05:00.000Z' }],
  ...overrides,
});

function setup(data: RemoteOverview) {
  const handlers = { onPromote: jest.fn(), onRollBack: jest.fn(), onCanary: jest.fn() };
  render(<RemoteCard overview={data} busy={false} {...handlers} />);
  return handlers;
}

test('shows the live release, each release with who published it, and Promote / Canary / Roll back', async () => {
  const handlers = setup(overview());
  expect(screen.getByText('Live: aaaaaaaaaaaaaaaa')).toBeInTheDocument();
  const rows = screen.getAllByRole('row');
  expect(within(rows[1]!).getByText(/by admin@shutterday\.test/)).toBeInTheDocument();
  expect(within(rows[1]!).getByText('41.2 s')).toBeInTheDocument();
  // The live release has no actions; the other can be promoted or sent to a share of visitors.
  expect(within(rows[2]!).getByText('Live')).toBeInTheDocument();
  expect(within(rows[2]!).queryByRole('button')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Promote bbbbbbbbbbbbbbbb' }));
  expect(handlers.onPromote).toHaveBeenCalledWith('bbbbbbbbbbbbbbbb');
  // The button's name starts with what it shows ("Canary 10%"), so a voice command naming it works.
  await userEvent.click(screen.getByRole('button', { name: 'Canary 10% for bbbbbbbbbbbbbbbb' }));
  expect(handlers.onCanary).toHaveBeenCalledWith('bbbbbbbbbbbbbbbb', 10);
  await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
  expect(handlers.onRollBack).toHaveBeenCalled();
  expect(within(screen.getByRole('list', { name: 'Deploys of Customer pages' })).getByText(/Promoted aaaaaaaaaaaaaaaa — by admin@shutterday\.test/)).toBeInTheDocument();
});

test('a running canary shows its share and counts, and Roll back stops it', () => {
  setup(overview({ canary: { version: 'bbbbbbbbbbbbbbbb', percent: 25, visits: 12, failures: 1 } }));
  expect(screen.getByText('Canary bbbbbbbbbbbbbbbb goes to 25% of visitors')).toBeInTheDocument();
  expect(screen.getByText(/12 visits, 1 failures so far/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop canary' })).toBeEnabled();
});

test('says when a canary was rolled back by itself, and why', () => {
  setup(overview({
    history: [{ action: 'canary-rolled-back', version: 'bbbbbbbbbbbbbbbb', previousVersion: 'aaaaaaaaaaaaaaaa', by: 'automatic', note: '5 failures in 20 visits', createdAt: '2026-11-20T16:00:00.000Z' }],
  }));
  expect(screen.getByText('Canary bbbbbbbbbbbbbbbb was rolled back automatically')).toBeInTheDocument();
  expect(screen.getByText(/Canary rolled back automatically: bbbbbbbbbbbbbbbb \(5 failures in 20 visits\) — by itself/)).toBeInTheDocument();
});

test('a remote without releases says how to publish one; nothing to roll back', () => {
  setup(overview({ live: null, releases: [], history: [], entry: '/remotes/customer/mf-manifest.json' }));
  expect(screen.getByText('Live: the hosted build')).toBeInTheDocument();
  expect(screen.getByText('No release yet. Publish one with npm run release -- customer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Roll back' })).toBeDisabled();
});

/** WCAG 2 contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+/g) ?? []).map((n) => Number(n) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the page reads in order and its tags read at AA: a heading per remote under the page title, tag text at 4.5:1 on its tag', () => {
  setup(overview({ fixed: true, canary: { version: 'bbbbbbbbbbbbbbbb', percent: 25, visits: 12, failures: 1 } }));
  expect(screen.getByRole('heading', { level: 3, name: 'Customer pages' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Deploys' })).toBeInTheDocument();
  for (const text of ['Live: aaaaaaaaaaaaaaaa', 'Fixed by REMOTES_JSON', 'Live', 'Canary']) {
    const { color, backgroundColor } = getComputedStyle(screen.getByText(text, { selector: '.ant-tag' }));
    expect(contrast(color || 'rgb(255, 255, 255)', backgroundColor || 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  }
});

test('shows the health watch of a promoted release while it runs, and says when it rolled one back', () => {
  setup(overview({ watch: { version: 'aaaaaaaaaaaaaaaa', until: '2026-11-20T15:35:00.000Z', visits: 12, failures: 1 } }));
  expect(screen.getByText(/^Health watch: aaaaaaaaaaaaaaaa is watched until/)).toBeInTheDocument();
  expect(screen.getByText(/12 visits, 1 failures so far/)).toBeInTheDocument();
});

test('says when the health watch rolled a promoted release back', () => {
  setup(overview({
    history: [{ action: 'watch-rolled-back', version: 'aaaaaaaaaaaaaaaa', previousVersion: 'bbbbbbbbbbbbbbbb', by: 'automatic', note: '20 failures in 20 visits (threshold 20% over at least 20)', createdAt: '2026-11-20T16:00:00.000Z' }],
  }));
  expect(screen.getByText('bbbbbbbbbbbbbbbb was rolled back by the health watch')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Deploys of Customer pages' })).getByText(/Rolled back by the health watch to aaaaaaaaaaaaaaaa .* — by itself/)).toBeInTheDocument();
});
