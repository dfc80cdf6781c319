import { promotionsResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import type { JobPromotion } from '@shutterday/domain';
import { DateText, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useJobScope } from '../../../../lib/job-scope';

/** `promotions`: the job's promotion codes. */
export default function JobPromotionsRoute() {
  const list = useListParams();
  const scope = useJobScope();
  const query = promotionsResource.useList(scope, list.query);
  const timeZone = useStudioTimeZone(scope.studioId);
  return (
    <>
      <PageTitle title="Promotions" />
      <ResourceListPage<JobPromotion>
        title="Promotions"
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search promotions"
        actions={
          <Link to="new">
            <Button type="primary">New promotion</Button>
          </Link>
        }
        emptyText="This job has no promotions yet."
        errorTitle="We couldn't load the promotions"
        columns={[
          { title: 'Code', dataIndex: 'code', render: (_value, promotion) => <Link to={String(promotion.id)}>{promotion.code}</Link> },
          { title: 'Name', dataIndex: 'name' },
          { title: 'Discount', render: (_value, p) => (p.discountType === 'percent' ? `${p.value} %` : `$${(p.value / 100).toFixed(2)}`) },
          { title: 'Valid until', render: (_value, p) => (p.endsAt ? <DateText value={p.endsAt} timeZone={timeZone} /> : 'No end') },
        ]}
      />
    </>
  );
}
