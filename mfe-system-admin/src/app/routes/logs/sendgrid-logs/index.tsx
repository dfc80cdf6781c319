import { mailLogResource } from '@shutterday/api-client/staff';
import { MAIL_STATUSES, type MailLogEntry, type MailStatus } from '@shutterday/domain/staff';
import { DateText, ListFilter, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Tag, Typography } from 'antd';

const STATUS_LABELS: Record<MailStatus, string> = { recorded: 'Recorded only', sent: 'Sent', failed: 'Failed' };
const STATUS_COLORS: Record<MailStatus, string | undefined> = { recorded: undefined, sent: '#237804', failed: '#a8071a' };

/** `sendgrid-logs`: every e-mail the platform wrote (order confirmations, refunds, password resets) and what became of it. */
export default function SendGridLogsRoute() {
  const list = useListParams(['status']);
  const query = mailLogResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="E-mail log" />
      <ResourceListPage<MailLogEntry>
        title="E-mail log"
        description="Every message the platform wrote, newest first. Without a mail server configured a message is recorded only; a failed one shows the relay's answer. Bodies are not shown: a password reset's link opens an account."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search recipient or subject"
        filters={<ListFilter list={list} name="status" label="Status" allLabel="Every status" options={MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))} />}
        emptyText="No e-mail yet: order confirmations, refunds and password resets show here as they go out."
        errorTitle="We couldn't load the e-mail log"
        columns={[
          { title: 'When', dataIndex: 'createdAt', render: (value: string) => <DateText value={value} /> },
          { title: 'To', dataIndex: 'to' },
          { title: 'Subject', dataIndex: 'subject', responsive: ['md'] },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: MailStatus, entry) => (
              <>
                <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>
                {entry.error && <Typography.Text type="secondary">{entry.error}</Typography.Text>}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
