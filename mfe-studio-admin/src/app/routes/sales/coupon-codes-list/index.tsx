import { couponCodesResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import type { CouponCode } from '@shutterday/domain';
import { DateText, ListFilter, PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button } from 'antd';
import { Link } from 'react-router';
import { discountText } from '../../../../features/coupon-codes/coupon-form-values';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `coupon-codes`: the studio's coupon codes, studio-wide or for one job. */
export default function CouponCodesListRoute() {
  const studioId = useStudioId();
  const list = useListParams(['type']);
  const query = couponCodesResource.useList({ studioId }, list.query);
  const timeZone = useStudioTimeZone(studioId);
  return (
    <>
      <PageTitle title="Coupon codes" />
      <ResourceListPage<CouponCode>
        title="Coupon codes"
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search coupon codes"
        filters={<ListFilter list={list} name="type" label="Scope" allLabel="All scopes" options={[{ value: 'studio', label: 'Studio-wide' }, { value: 'job', label: 'One job' }]} />}
        actions={
          <Link to="new">
            <Button type="primary">New coupon code</Button>
          </Link>
        }
        emptyText="The studio has no coupon codes yet."
        errorTitle="We couldn't load the coupon codes"
        columns={[
          { title: 'Code', dataIndex: 'code', render: (_value, coupon) => <Link to={String(coupon.id)}>{coupon.code}</Link> },
          { title: 'Discount', render: (_value, coupon) => discountText(coupon) },
          { title: 'Valid until', render: (_value, coupon) => (coupon.endsAt ? <DateText value={coupon.endsAt} timeZone={timeZone} /> : 'No end') },
          { title: 'Uses', render: (_value, coupon) => (coupon.maxUses === null ? String(coupon.uses) : `${coupon.uses} of ${coupon.maxUses}`) },
          { title: 'Scope', render: (_value, coupon) => (coupon.jobId === null ? 'Studio-wide' : (coupon.jobName ?? 'One job')) },
        ]}
      />
    </>
  );
}
