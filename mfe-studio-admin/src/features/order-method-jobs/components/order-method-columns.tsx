import { formatDate, preorderWindowState, type Job, type OrderMethod, type PreorderWindow } from '@shutterday/domain';
import { MONEY_FIGURES } from '@shutterday/domain/staff';
import { JobStatusTags, Money } from '@shutterday/ui';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';

/** The prepay window as a studio reads it: both days, one end, or none. */
export function prepayWindowText({ opensOn, closesOn }: PreorderWindow): string {
  if (opensOn && closesOn) return `${formatDate(opensOn)} – ${formatDate(closesOn)}`;
  if (opensOn) return `From ${formatDate(opensOn)}`;
  if (closesOn) return `Until ${formatDate(closesOn)}`;
  return 'No dates';
}

const WINDOW_TAGS = {
  open: <Tag color="#237804">Taking orders</Tag>,
  upcoming: <Tag color="#0958d9">Not open yet</Tag>,
  closed: <Tag>Closed</Tag>,
} as const;

/** Yearbook pose selection: off, until its deadline, ended, or open with no deadline. */
export function poseSelectionText(job: Pick<Job, 'gallerySettings' | 'poseSelectionEndsAt'>): string {
  if (!job.gallerySettings.enableYearBookPoseSelection) return 'Off';
  if (!job.poseSelectionEndsAt) return 'No deadline';
  return `${job.gallerySettings.isYearBookPoseSelectionExpired ? 'Ended' : 'Until'} ${formatDate(job.poseSelectionEndsAt)}`;
}

/** The paid orders of the method, and their revenue for a viewer who may see payments (domain `staffAbilities`). */
function methodOrderColumns(method: OrderMethod, seeMoney: boolean): TableColumnsType<Job> {
  return [
    { title: MONEY_FIGURES.paidOrders.label, key: 'orders', align: 'right', render: (_, job) => job.ordersByMethod[method].count },
    ...(seeMoney
      ? [{ title: <abbr title={MONEY_FIGURES.revenue.definition}>{MONEY_FIGURES.revenue.label}</abbr>, key: 'revenue', align: 'right' as const, render: (_: unknown, job: Job) => <Money cents={job.ordersByMethod[method].revenue ?? 0} /> }]
      : []),
  ];
}

const jobColumn = (href: (job: Job) => string): TableColumnsType<Job>[number] => ({
  title: 'Job',
  dataIndex: 'name',
  render: (_, job) => (
    <>
      <Link to={href(job)}>{job.name}</Link>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {job.organizationName}
      </Typography.Text>
    </>
  ),
});

/** The prepay list: each job's window and whether parents can order today (where the studio is), and its prepay orders. */
export function prepayColumns(settingsHref: (job: Job) => string, now: Date, timeZone: string, seeMoney = true): TableColumnsType<Job> {
  return [
    jobColumn(settingsHref),
    { title: 'Picture day', dataIndex: 'pictureDay', render: (day: string | null) => (day ? formatDate(day) : '—'), responsive: ['md'] },
    { title: 'Prepay window', key: 'window', render: (_, job) => prepayWindowText(job.prepayWindow) },
    { title: 'Today', key: 'today', render: (_, job) => (job.published && !job.archived ? WINDOW_TAGS[preorderWindowState(job.prepayWindow, now, timeZone)] : <JobStatusTags job={job} />) },
    ...methodOrderColumns('Prepay', seeMoney),
  ];
}

/** The galleries list: each job's state, yearbook pose selection, gallery orders and the link parents open. */
export function galleryColumns(settingsHref: (job: Job) => string, parentsUrl: (job: Job) => string | null, seeMoney = true): TableColumnsType<Job> {
  return [
    jobColumn(settingsHref),
    { title: 'Status', key: 'status', render: (_, job) => <JobStatusTags job={job} /> },
    { title: 'Yearbook pose', key: 'pose', render: (_, job) => poseSelectionText(job), responsive: ['md'] },
    ...methodOrderColumns('Gallery', seeMoney),
    {
      title: "Parents' link",
      key: 'link',
      render: (_, job) => {
        const url = job.published && !job.archived ? parentsUrl(job) : null;
        if (!url) return <Typography.Text type="secondary">{job.archived ? 'Archived' : 'Publish the job to share it'}</Typography.Text>;
        return (
          <Typography.Text copyable={{ text: url, tooltips: ['Copy the link', 'Copied'] }} ellipsis style={{ maxWidth: 240 }}>
            {url}
          </Typography.Text>
        );
      },
    },
  ];
}
