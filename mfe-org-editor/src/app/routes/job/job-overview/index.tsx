import { useJobSettings, useSaveJobSettings, useStudioJob } from '@shutterday/api-client/staff';
import { CardPaymentsWarning, JobStateActions, MoneyFigureNote, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { JobOverviewDetails } from '../../../../features/job/components/job-overview-details';
import { ParentEmails } from '../../../../features/job/components/parent-emails';
import { JobNameForm } from '../../../../features/job-settings/components/job-name-form';
import { useJobId, useStudioId } from '../../../../lib/editor-params';
import { organizationPath } from '../../../../lib/paths';

/**
 * The job's overview: publish, unpublish or archive it, and edit its name and picture day in place; while
 * the studio cannot take card payments, why and the way to Payouts.
 */
export default function JobOverviewRoute() {
  const studioId = useStudioId();
  const jobId = useJobId();
  const job = useStudioJob(studioId, jobId);
  const general = useJobSettings(studioId, jobId, 'general');
  const save = useSaveJobSettings(studioId, jobId, 'general');
  return (
    <Flex vertical gap={16}>
      <PageTitle title={job.data ? `${job.data.name} overview` : 'Job overview'} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Overview
      </Typography.Title>
      <QueryState query={job} errorTitle="We couldn't load the job" loadingLabel="Loading the job…">
        {(data) => (
          <Flex vertical gap={12}>
            <CardPaymentsWarning studioId={studioId} />
            <JobStateActions studioId={studioId} job={data} />
            <JobOverviewDetails
              job={data}
              organization={<Link to={`${organizationPath(studioId, data.organizationId)}/overview`}>{data.organizationName}</Link>}
            />
            <MoneyFigureNote figures={['paidOrders', 'revenue', 'unpaid']} />
            <ParentEmails studioId={studioId} jobId={jobId} published={data.published} />
          </Flex>
        )}
      </QueryState>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Edit
      </Typography.Title>
      <QueryState query={general} errorTitle="We couldn't load the job's settings" loadingLabel="Loading the job…">
        {(settings) => <JobNameForm settings={settings} save={save.mutateAsync} onReload={() => general.refetch()} />}
      </QueryState>
    </Flex>
  );
}
