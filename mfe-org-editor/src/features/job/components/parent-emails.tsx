import { useJobNotificationCounts, useJobNotificationSettings, useSaveJobNotificationSettings } from '@shutterday/api-client/staff';
import type { NotificationCounts } from '@shutterday/domain/notifications';
import { apiErrorMessages, QueryState, useToast } from '@shutterday/ui';
import { Card, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';

const COUNTS: { key: keyof NotificationCounts; label: string }[] = [
  { key: 'sent', label: 'Sent' },
  { key: 'queued', label: 'Waiting to be sent' },
  { key: 'failed', label: 'Could not be sent' },
  { key: 'unsubscribed', label: 'Unsubscribed' },
];

/**
 * The job's e-mails to parents: the switch (on unless the studio turns it off) and what they came to. Who is
 * written to and when is the server's (docs/server.md, "Parents told by e-mail").
 */
export function ParentEmails({ studioId, jobId, published }: { studioId: number; jobId: number; published: boolean }) {
  const settings = useJobNotificationSettings(studioId, jobId);
  const counts = useJobNotificationCounts(studioId, jobId);
  const save = useSaveJobNotificationSettings(studioId, jobId);
  const toast = useToast();
  const labelId = useId();
  const titleId = useId();
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={titleId}
      title={<Typography.Title id={titleId} level={3} style={{ margin: 0 }}>E-mails to parents</Typography.Title>}
    >
      <Flex vertical gap={12}>
        <QueryState query={settings} errorTitle="We couldn't load the e-mail setting" loadingLabel="Loading the e-mail setting…">
          {({ notifyParents }) => (
            <Flex vertical gap={4}>
              <Flex gap={8} align="center">
                <Switch
                  aria-labelledby={labelId}
                  checked={notifyParents}
                  loading={save.isPending}
                  onChange={(checked) =>
                    save.mutateAsync({ notifyParents: checked }).then(
                      () => toast.success(checked ? 'Parents will be e-mailed about this job' : 'Parents will not be e-mailed about this job'),
                      (error: unknown) => toast.error(apiErrorMessages(error)),
                    )
                  }
                />
                <span id={labelId}>E-mail parents when their child’s photos are online, and before ordering closes</span>
              </Flex>
              <Typography.Text type="secondary">
                {notifyParents
                  ? `Each parent gets each e-mail once, at the addresses of earlier orders and envelopes and those who asked to be told. ${published ? 'Photos that arrive later are announced as they arrive.' : 'Nothing is sent until the job is published.'}`
                  : 'No e-mails about this job are sent while this is off.'}
              </Typography.Text>
            </Flex>
          )}
        </QueryState>
        <QueryState query={counts} errorTitle="We couldn't load the e-mail counts" loadingLabel="Loading the e-mail counts…">
          {(data) => (
            <Flex component="ul" aria-label="E-mails about this job" wrap gap="4px 24px" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {COUNTS.map(({ key, label }) => (
                <li key={key}>
                  {label}: <Typography.Text strong>{data[key]}</Typography.Text>
                </li>
              ))}
            </Flex>
          )}
        </QueryState>
      </Flex>
    </Card>
  );
}
