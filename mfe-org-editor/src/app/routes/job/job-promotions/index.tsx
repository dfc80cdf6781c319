import { promotionsResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import type { JobPromotion } from '@shutterday/domain';
import { DateText, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { useJobScope } from '../../../../lib/job-scope';

/** `promotions`: the job's promotion codes. */
export default function JobPromotionsRoute() {
  const list = useListParams();
  const scope = useJobScope();
  const query = promotionsResource.useList(scope, list.query);
  const timeZone = useStudioTimeZone(scope.studioId);
  return (
    <ResourceListPage<JobPromotion>
      title="Promotions"
      list={list}
      query={query}
      newLabel="New promotion"
      emptyText="This job has no promotions yet."
      columns={[
        recordLinkColumn('Code', 'code'),
        { title: 'Name', dataIndex: 'name' },
        { title: 'Discount', render: (_value, p) => (p.discountType === 'percent' ? `${p.value} %` : `$${(p.value / 100).toFixed(2)}`) },
        { title: 'Valid until', render: (_value, p) => (p.endsAt ? <DateText value={p.endsAt} timeZone={timeZone} /> : 'No end') },
      ]}
    />
  );
}
