import type { RemoteOverview } from '@shutterday/domain/staff';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { deployText, REMOTE_LABELS, versionText, when } from './remote-card';

/** What a remote's canary or health watch is doing now, in a sentence; null when neither runs. */
function runningText(overview: RemoteOverview): string | null {
  if (overview.canary) return `canary ${overview.canary.version} to ${overview.canary.percent}% of visitors: ${overview.canary.visits} visits, ${overview.canary.failures} failures`;
  if (overview.watch) return `health watch until ${when(overview.watch.until)}: ${overview.watch.visits} visits, ${overview.watch.failures} failures`;
  return null;
}

/**
 * Each remote's live release, its canary or health watch and its last deploy with who shipped it (the admin
 * home and System status; the list is read again on its own while a canary or a watch runs).
 */
export function LiveReleases({ remotes, remotesHref }: { remotes: RemoteOverview[]; remotesHref: string }) {
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Releases</h3>} style={{ maxWidth: 640 }}>
      <ul aria-label="Live releases" style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
        {remotes.map((overview) => {
          const running = runningText(overview);
          const last = overview.history[0];
          return (
            <li key={overview.remote}>
              <Typography.Text strong>{REMOTE_LABELS[overview.remote]}</Typography.Text>: live {versionText(overview.live)}
              {overview.fixed ? ' (fixed by REMOTES_JSON)' : ''}
              {running ? `; ${running}` : ''}
              {last ? (
                <>
                  <br />
                  <Typography.Text type="secondary">Last deploy: {deployText(last)}</Typography.Text>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link to={remotesHref}>Open Remotes</Link>
    </Card>
  );
}
