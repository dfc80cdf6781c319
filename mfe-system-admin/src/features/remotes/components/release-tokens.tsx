import { RELEASE_REMOTES, RELEASE_TOKEN_NAME_MAX, ReleaseTokenCreate, type CreatedReleaseToken, type ReleaseRemote, type ReleaseTokenSummary } from '@shutterday/domain/staff';
import { useConfirm } from '@shutterday/ui';
import { Alert, Button, Card, Checkbox, Empty, Flex, Form, Input, Radio, Table, Typography } from 'antd';
import { useState } from 'react';
import * as v from 'valibot';
import { REMOTE_LABELS, when } from './remote-card';

export interface ReleaseTokensProps {
  tokens: ReleaseTokenSummary[];
  /** The token just made, with its secret: shown this once. */
  created: CreatedReleaseToken | null;
  creating: boolean;
  revoking: boolean;
  onCreate(input: ReleaseTokenCreate): void;
  onRevoke(token: ReleaseTokenSummary): void;
}

const mayText = (token: ReleaseTokenSummary) => (token.mayMove ? 'Publish, promote, canary, roll back' : 'Publish only');

/**
 * The remote teams' release tokens on the Remotes page: each ships one remote with `npm run release` and
 * nothing else. Made here (the secret shown once), revoked here after a confirmation.
 */
export function ReleaseTokens({ tokens, created, creating, revoking, onCreate, onRevoke }: ReleaseTokensProps) {
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [remote, setRemote] = useState<ReleaseRemote>('customer');
  const [mayMove, setMayMove] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = v.safeParse(ReleaseTokenCreate, { name, remote, mayMove });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    onCreate(parsed.output);
    setName('');
  };
  const revoke = async (token: ReleaseTokenSummary) => {
    const sure = await confirm({
      title: `Revoke ${token.name}?`,
      content: `Its next release call is refused. ${REMOTE_LABELS[token.remote]} keeps what is live; the team needs a new token to ship again.`,
      okText: 'Revoke',
      danger: true,
    });
    if (sure) onRevoke(token);
  };

  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}>Release tokens</Typography.Title>}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Each remote team ships with its own token: set it as <Typography.Text code>SHUTTERDAY_RELEASE_TOKEN</Typography.Text> and run{' '}
          <Typography.Text code>npm run release -- &lt;remote&gt;</Typography.Text>. A token publishes releases of its remote only (and, if allowed, promotes them,
          starts canaries and rolls back); it opens nothing else. Deploys name the token.
        </Typography.Paragraph>
        {created && (
          <Alert
            type="success"
            showIcon
            message={`Token ${created.token.name} made. Copy it now: it is not shown again.`}
            description={
              <Typography.Text code copyable={{ text: created.secret, tooltips: ['Copy the token', 'Copied'] }} aria-label="The new release token">
                {created.secret}
              </Typography.Text>
            }
          />
        )}
        <Table<ReleaseTokenSummary>
          rowKey="id"
          size="small"
          dataSource={tokens}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description="No release token yet. Make one for each team that ships a remote." /> }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Remote', dataIndex: 'remote', render: (value: ReleaseRemote) => REMOTE_LABELS[value] },
            { title: 'May', key: 'may', render: (_: unknown, token) => mayText(token) },
            { title: 'Made', dataIndex: 'createdAt', render: (createdAt: string, token) => `${when(createdAt)} by ${token.createdBy}` },
            { title: 'Last used', dataIndex: 'lastUsedAt', render: (lastUsedAt: string | null) => (lastUsedAt ? when(lastUsedAt) : 'Never') },
            {
              title: 'Actions',
              key: 'actions',
              render: (_: unknown, token) => (
                <Button size="small" danger disabled={revoking} onClick={() => void revoke(token)} aria-label={`Revoke ${token.name}`}>
                  Revoke
                </Button>
              ),
            },
          ]}
        />
        <Form layout="vertical" onFinish={submit} aria-label="New release token">
          <Typography.Title level={4}>New release token</Typography.Title>
          <Flex gap={16} wrap align="flex-start">
            <Form.Item label="Name (the team)" htmlFor="release-token-name" validateStatus={error ? 'error' : undefined} help={error ?? 'Deploy records name it, e.g. Customer team CI'} style={{ minWidth: 260 }}>
              <Input id="release-token-name" value={name} maxLength={RELEASE_TOKEN_NAME_MAX} onChange={(event) => setName(event.target.value)} />
            </Form.Item>
            <Form.Item label={<span id="release-token-remote">Remote</span>}>
              <Radio.Group aria-labelledby="release-token-remote" value={remote} onChange={(event) => setRemote(event.target.value as ReleaseRemote)} options={RELEASE_REMOTES.map((value) => ({ value, label: REMOTE_LABELS[value] }))} />
            </Form.Item>
          </Flex>
          <Form.Item>
            <Checkbox checked={mayMove} onChange={(event) => setMayMove(event.target.checked)}>
              May also promote, start canaries and roll back
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            Make token
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
