import { type ImageProcessingSummary } from '@shutterday/domain/staff';
import { Card, Flex, Statistic } from 'antd';

/** The job's photos at a glance: what the worker still has to do, what failed, what nobody matched. */
export function ProcessingSummary({ summary }: { summary: ImageProcessingSummary }) {
  return (
    <Card size="small" title="Processing">
      <Flex gap="large" wrap>
        <Statistic title="Photos" value={summary.total} />
        <Statistic title="Ready" value={summary.done} />
        <Statistic title="Processing" value={summary.pending} />
        <Statistic title="Failed" value={summary.failed} styles={summary.failed ? { content: { color: '#cf1322' } } : undefined} />
        <Statistic title="Unmatched" value={summary.unmatched} />
      </Flex>
    </Card>
  );
}
