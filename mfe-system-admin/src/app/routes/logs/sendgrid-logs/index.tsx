import { mailLogResource, useResendMail } from '@shutterday/api-client/staff';
import { MAIL_STATUSES, type MailLogEntry, type MailStatus } from '@shutterday/domain/staff';
import { apiErrorMessages, DateText, ListFilter, ResourceListPage, useListParams, useToast } from '@shutterday/ui';
import { Button, Flex, Tag, Typography } from 'antd';

const STATUS_LABELS: Record<MailStatus, string> = { recorded: 'Not sent yet', sent: 'Sent', failed: 'Failed' };
const STATUS_COLORS: Record<MailStatus, string | undefined> = { recorded: undefined, sent: '#237804', failed: '#a8071a' };

/** `sendgrid-logs`: every e-mail the platform wrote (order confirmations, refunds, password resets) and what became of it. */
export default function SendGridLogsRoute() {
  const list = useListParams(['status']);
  const query = mailLogResource.useList(undefined, list.query);
  const resend = useResendMail();
  const toast = useToast();
  const sendAgain = (entry: MailLogEntry) =>
    resend.mutate(entry.id, { onSuccess: () => toast.success(`The message to ${entry.to} is on its way again`), onError: (error) => toast.error(apiErrorMessages(error)) });
  return (
    <ResourceListPage<MailLogEntry>
      title="E-mail log"
      description="Every message the platform wrote, newest first. Messages go out through the mail queue: one is “Not sent yet” until the mail server takes it (or for good when no mail server is configured), and is tried again for a few minutes while the server does not answer; after its last try it is “Failed” with the server's answer, and can be sent again. Bodies are not shown: a password reset's link opens an account."
      list={list}
      query={query}
      searchLabel="Search recipient or subject"
      filters={<ListFilter list={list} name="status" label="Status" allLabel="Every status" options={MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))} />}
      emptyText="No e-mail yet: order confirmations, refunds and password resets show here as they go out."
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (value: string) => <DateText value={value} /> },
        { title: 'To', dataIndex: 'to' },
        { title: 'Subject', dataIndex: 'subject', responsive: ['md'] },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: MailStatus, entry) => (
            <Flex wrap gap="small" align="center">
              <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>
              {entry.error && <Typography.Text type="secondary">{entry.error}</Typography.Text>}
              {status === 'failed' && (
                <Button size="small" onClick={() => sendAgain(entry)} loading={resend.isPending && resend.variables === entry.id} aria-label={`Send again to ${entry.to}`}>
                  Send again
                </Button>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
