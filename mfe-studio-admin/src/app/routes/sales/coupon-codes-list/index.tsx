import { couponCodesResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import type { CouponCode } from '@shutterday/domain';
import { DateText, ListFilter, recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { discountText } from '../../../../features/coupon-codes/coupon-form-values';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `coupon-codes`: the studio's coupon codes, studio-wide or for one job. */
export default function CouponCodesListRoute() {
  const studioId = useStudioId();
  const list = useListParams(['type']);
  const query = couponCodesResource.useList({ studioId }, list.query);
  const timeZone = useStudioTimeZone(studioId);
  return (
    <ResourceListPage<CouponCode>
      title="Coupon codes"
      list={list}
      query={query}
      filters={<ListFilter list={list} name="type" label="Scope" allLabel="All scopes" options={[{ value: 'studio', label: 'Studio-wide' }, { value: 'job', label: 'One job' }]} />}
      newLabel="New coupon code"
      emptyText="The studio has no coupon codes yet."
      columns={[
        recordLinkColumn('Code', 'code'),
        { title: 'Discount', render: (_value, coupon) => discountText(coupon) },
        { title: 'Valid until', render: (_value, coupon) => (coupon.endsAt ? <DateText value={coupon.endsAt} timeZone={timeZone} /> : 'No end') },
        { title: 'Uses', render: (_value, coupon) => (coupon.maxUses === null ? String(coupon.uses) : `${coupon.uses} of ${coupon.maxUses}`) },
        { title: 'Scope', render: (_value, coupon) => (coupon.jobId === null ? 'Studio-wide' : (coupon.jobName ?? 'One job')) },
      ]}
    />
  );
}
