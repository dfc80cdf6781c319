import type { Job } from '@shutterday/domain';
import { MONEY_FIGURES } from '@shutterday/domain/staff';
import { DateText, JobStatusTags, Money } from '@shutterday/ui';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

const availability = (available: boolean) => (available ? 'Open' : 'Closed');

function unpaidText({ count, total }: Job['unpaid']): ReactNode {
  if (count === 0) return 'None';
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return total === null ? orders : <><Money cents={total} />{` (${orders})`}</>;
}

/** The job at a glance: where it belongs, when it happens, whether it sells, and what it has sold. */
export function JobOverviewDetails({ job, organization }: { job: Job; organization: ReactNode }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'name', label: 'Name', children: job.name },
        { key: 'organization', label: 'Organization', children: organization },
        { key: 'picture-day', label: 'Picture day', children: job.pictureDay ? <DateText value={job.pictureDay} /> : 'Not set' },
        { key: 'status', label: 'Status', children: <JobStatusTags job={job} /> },
        { key: 'prepay', label: 'Prepay', children: availability(job.prepay.available) },
        { key: 'gallery', label: 'Gallery', children: availability(job.gallery.available) },
        { key: 'subjects', label: 'Subjects', children: job.subjectCount },
        { key: 'orders', label: MONEY_FIGURES.paidOrders.label, children: job.orderCount },
        // The amounts are null for a viewer who may not see payments: the counts stay.
        ...(job.revenue === null ? [] : [{ key: 'revenue', label: MONEY_FIGURES.revenue.label, children: <Money cents={job.revenue} /> }]),
        { key: 'unpaid', label: MONEY_FIGURES.unpaid.label, children: unpaidText(job.unpaid) },
      ]}
    />
  );
}
