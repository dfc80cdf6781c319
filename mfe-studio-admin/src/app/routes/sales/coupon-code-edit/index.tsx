import { couponCodesResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import { parseRouteId, type CouponCode } from '@shutterday/domain';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CouponCodeForm } from '../../../../features/coupon-codes/components/coupon-code-form';
import { EMPTY_COUPON, fromCoupon, toCouponInput } from '../../../../features/coupon-codes/coupon-form-values';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `coupon-codes/new` and `coupon-codes/{couponCodeId}`. */
export default function CouponCodeEditRoute() {
  const studioId = useStudioId();
  const navigate = useNavigate();
  const { couponCodeId } = useParams();
  const scope = { studioId };
  const create = couponCodesResource.useCreate(scope);
  const timeZone = useStudioTimeZone(studioId);
  if (couponCodeId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New coupon code" />
        <Typography.Title level={2}>New coupon code</Typography.Title>
        <CouponCodeForm studioId={studioId} values={EMPTY_COUPON} onSubmit={(values) => create.mutateAsync(toCouponInput(values, timeZone))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingCoupon studioId={studioId} id={parseRouteId(couponCodeId, 'couponCodeId')} />;
}

function ExistingCoupon({ studioId, id }: { studioId: number; id: number }) {
  const navigate = useNavigate();
  const scope = { studioId };
  const coupon = couponCodesResource.useDetail(scope, id);
  const update = couponCodesResource.useUpdate(scope);
  const remove = couponCodesResource.useRemove(scope);
  const timeZone = useStudioTimeZone(studioId);
  return (
    <QueryState query={coupon} errorTitle="We couldn't load the coupon code">
      {(record: CouponCode) => (
        <Flex vertical gap={16}>
          <PageTitle title={`Coupon code ${record.code}`} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={2}>Coupon code {record.code}</Typography.Title>
            <DeleteButton label={`Delete ${record.code}`} title={`Delete ${record.code}?`} remove={() => remove.mutateAsync(id)} successMessage="Coupon code deleted" onDeleted={() => navigate('..', { relative: 'path' })} />
          </Flex>
          <CouponCodeForm
            studioId={studioId}
            values={fromCoupon(record, timeZone)}
            onSubmit={(values) => update.mutateAsync({ id, input: { ...toCouponInput(values, timeZone), version: record.version } })}
            onReload={() => coupon.refetch()}
          />
        </Flex>
      )}
    </QueryState>
  );
}
