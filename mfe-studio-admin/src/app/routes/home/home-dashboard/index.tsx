import { useEarnedTotals, usePaymentsSummary, useStudioDetails, useStudioJobs } from '@shutterday/api-client/staff';
import { browserTimeZone } from '@shutterday/ui';
import { PageTitle, studioHomePath, useStaffAbilities } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { EarnedTotalsPanel } from '../../../../features/earned-totals/components/earned-totals-panel';
import { RecentJobsPanel } from '../../../../features/recent-jobs/components/recent-jobs-panel';
import { RevenueCharts } from '../../../../features/revenue-charts/components/revenue-charts';
import { useStudioId } from '../../../../lib/use-studio-id';

/** studioadmin-home: the studio's name, what it has earned, its latest jobs, and its earnings over time. */
export default function HomeDashboardRoute() {
  const studioId = useStudioId();
  const studio = useStudioDetails(studioId);
  const { seeMoney } = useStaffAbilities();
  const totals = useEarnedTotals(studioId, { enabled: seeMoney });
  const jobs = useStudioJobs(studioId, { page: 1 });
  // All time: the latest weeks and months the summary charts. A user who may not see payments gets no money on Home.
  const summary = usePaymentsSummary(studioId, { timeZone: browserTimeZone() }, { enabled: seeMoney });
  return (
    <Flex vertical gap={24}>
      <PageTitle title="Home" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {studio.data?.name ?? 'Studio home'}
      </Typography.Title>
      {seeMoney && (
        <section aria-labelledby="earned-title">
          <Typography.Title level={3} id="earned-title">
            Revenue
          </Typography.Title>
          <EarnedTotalsPanel query={totals} />
        </section>
      )}
      <section aria-labelledby="recent-jobs-title">
        <Flex justify="space-between" align="baseline">
          <Typography.Title level={3} id="recent-jobs-title">
            Recent jobs
          </Typography.Title>
          <Link to="jobs">All jobs</Link>
        </Flex>
        <RecentJobsPanel query={jobs} jobHref={(job) => `${studioHomePath(studioId)}/jobs/${job.id}`} />
      </section>
      {/* Last: it arrives last and its length varies with the studio's weeks, so it moves nothing above it. */}
      {seeMoney && summary.data ? <RevenueCharts summary={summary.data} title="Revenue over time" /> : null}
    </Flex>
  );
}
