import type { DeployEvent, ReleaseSummary, RemoteOverview } from '@shutterday/domain/staff';
import { Alert, Button, Card, Empty, Flex, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

export const REMOTE_LABELS: Record<RemoteOverview['remote'], string> = {
  customer: 'Customer pages',
  studioAdmin: 'Studio admin',
  systemAdmin: 'System admin',
  orgEditor: 'Organization editor',
};

const ACTION_WORDS: Record<DeployEvent['action'], string> = {
  promote: 'Promoted',
  rollback: 'Rolled back to',
  canary: 'Canary started for',
  'canary-promoted': 'Canary promoted:',
  'canary-stopped': 'Canary stopped:',
  'canary-rolled-back': 'Canary rolled back automatically:',
  'watch-rolled-back': 'Rolled back by the health watch to',
};

// Solid tags with white text: antd's tinted presets (green text on pale green: 3.2:1) fail WCAG AA's 4.5:1.
const TAG_COLOURS = { live: '#237804', canary: '#0958d9', fixed: '#ad4e00' } as const;

export const when = (instant: string) => new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const versionText = (version: string | null) => version ?? 'the hosted build';
/** One deploy record in words: what moved, to which release, by whom and when. */
export const deployText = (event: DeployEvent) =>
  `${ACTION_WORDS[event.action]} ${versionText(event.version)}${event.note ? ` (${event.note})` : ''} — ${event.by === 'automatic' ? 'by itself' : `by ${event.by}`}, ${when(event.createdAt)}`;

export interface RemoteCardProps {
  overview: RemoteOverview;
  /** Which action is running now (its button spins, the others wait). */
  busy: boolean;
  onPromote(version: string): void;
  onRollBack(): void;
  onCanary(version: string, percent: number): void;
}

/** One remote on the Remotes page: what is live, the canary, its releases and who moved it when. */
export function RemoteCard({ overview, busy, onPromote, onRollBack, onCanary }: RemoteCardProps) {
  const [percent, setPercent] = useState(10);
  const label = REMOTE_LABELS[overview.remote];
  const last = overview.history[0];
  const canRollBack = overview.canary !== null || overview.live !== null;
  return (
    <Card
      title={
        <Space wrap>
          {/* Under the page's h2, each remote is a section of its own. */}
          <h3 style={{ margin: 0, font: 'inherit' }}>{label}</h3>
          <Tag color={TAG_COLOURS.live}>Live: {versionText(overview.live)}</Tag>
          {overview.fixed && <Tag color={TAG_COLOURS.fixed}>Fixed by REMOTES_JSON</Tag>}
        </Space>
      }
      extra={
        <Button danger disabled={!canRollBack || busy} onClick={onRollBack}>
          {overview.canary ? 'Stop canary' : 'Roll back'}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          The shell loads {label.toLowerCase()} from <Typography.Text code>{overview.entry}</Typography.Text>.
        </Typography.Text>
        {overview.fixed && <Alert type="warning" showIcon title="REMOTES_JSON names this remote: the configuration decides what loads, whatever release is promoted here." />}
        {overview.canary && (
          <Alert
            type="info"
            showIcon
            title={`Canary ${overview.canary.version} goes to ${overview.canary.percent}% of visitors`}
            description={`${overview.canary.visits} visits, ${overview.canary.failures} failures so far. It is rolled back by itself when failures reach the threshold.`}
          />
        )}
        {overview.watch && (
          <Alert
            type="info"
            showIcon
            title={`Health watch: ${overview.watch.version} is watched until ${when(overview.watch.until)}`}
            description={`${overview.watch.visits} visits, ${overview.watch.failures} failures so far. It is rolled back by itself when failures reach the threshold.`}
          />
        )}
        {last?.action === 'watch-rolled-back' && (
          <Alert type="error" showIcon title={`${versionText(last.previousVersion)} was rolled back by the health watch`} description={`${last.note ?? ''}; ${versionText(last.version)} is live again — ${when(last.createdAt)}`} />
        )}
        {last?.action === 'canary-rolled-back' && (
          <Alert type="error" showIcon title={`Canary ${versionText(last.version)} was rolled back automatically`} description={`${last.note ?? ''} — ${when(last.createdAt)}`} />
        )}
        <Space wrap>
          <Typography.Text>Canary share</Typography.Text>
          <InputNumber aria-label={`Canary share for ${label}`} min={1} max={99} value={percent} onChange={(value) => setPercent(value ?? 10)} suffix="%" />
        </Space>
        <Table<ReleaseSummary>
          rowKey="version"
          size="small"
          dataSource={overview.releases}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={`No release yet. Publish one with npm run release -- ${overview.remote}.`} /> }}
          columns={[
            {
              title: 'Release',
              dataIndex: 'version',
              render: (version: string) => (
                <Space>
                  <Typography.Text code>{version}</Typography.Text>
                  {version === overview.live && <Tag color={TAG_COLOURS.live}>Live</Tag>}
                  {version === overview.canary?.version && <Tag color={TAG_COLOURS.canary}>Canary</Tag>}
                </Space>
              ),
            },
            { title: 'Published', dataIndex: 'createdAt', render: (createdAt: string, release) => `${when(createdAt)} by ${release.publishedBy}` },
            { title: 'Commit', dataIndex: 'gitCommit', render: (commit: string) => <Typography.Text code>{commit.slice(0, 10)}</Typography.Text> },
            { title: 'Build', dataIndex: 'buildMs', align: 'right', render: (ms: number) => (ms ? `${(ms / 1000).toFixed(1)} s` : '—') },
            {
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, release) =>
                release.version === overview.live && !overview.canary ? null : (
                  <Space wrap>
                    <Button size="small" type="primary" disabled={busy} onClick={() => onPromote(release.version)} aria-label={`Promote ${release.version}`}>
                      Promote
                    </Button>
                    {release.version !== overview.canary?.version && release.version !== overview.live && (
                      <Button size="small" disabled={busy} onClick={() => onCanary(release.version, percent)} aria-label={`Canary ${percent}% for ${release.version}`}>
                        Canary {percent}%
                      </Button>
                    )}
                  </Space>
                ),
            },
          ]}
        />
        {overview.history.length > 0 && (
          <div>
            <Typography.Title level={4}>Deploys</Typography.Title>
            <ul aria-label={`Deploys of ${label}`} style={{ margin: 0, paddingInlineStart: 20 }}>
              {overview.history.map((event, at) => (
                <li key={at}>{deployText(event)}</li>
              ))}
            </ul>
          </div>
        )}
      </Flex>
    </Card>
  );
}
