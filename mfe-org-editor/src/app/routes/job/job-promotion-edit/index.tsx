import { promotionsResource, useStudioTimeZone } from '@shutterday/api-client/staff';
import { parseRouteId, type JobPromotion } from '@shutterday/domain';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PromotionForm } from '../../../../features/job-catalog/components/promotion-form';
import { EMPTY_PROMOTION, fromPromotion, toPromotionInput } from '../../../../features/job-catalog/promotion-form-values';
import { useJobScope } from '../../../../lib/job-scope';

/** `promotions/new` and `promotions/{promotionId}`. */
export default function JobPromotionEditRoute() {
  const scope = useJobScope();
  const navigate = useNavigate();
  const { promotionId } = useParams();
  const create = promotionsResource.useCreate(scope);
  const timeZone = useStudioTimeZone(scope.studioId);
  if (promotionId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New promotion" />
        <Typography.Title level={2}>New promotion</Typography.Title>
        <PromotionForm values={EMPTY_PROMOTION} onSubmit={(values) => create.mutateAsync(toPromotionInput(values, timeZone))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingPromotion id={parseRouteId(promotionId, 'promotionId')} />;
}

function ExistingPromotion({ id }: { id: number }) {
  const scope = useJobScope();
  const navigate = useNavigate();
  const promotion = promotionsResource.useDetail(scope, id);
  const update = promotionsResource.useUpdate(scope);
  const remove = promotionsResource.useRemove(scope);
  const timeZone = useStudioTimeZone(scope.studioId);
  return (
    <QueryState query={promotion} errorTitle="We couldn't load the promotion">
      {(record: JobPromotion) => (
        <Flex vertical gap={16}>
          <PageTitle title={`Promotion ${record.code}`} />
          <Flex justify="space-between" align="center">
            <Typography.Title level={2}>Promotion {record.code}</Typography.Title>
            <DeleteButton label={`Delete ${record.code}`} title={`Delete ${record.code}?`} remove={() => remove.mutateAsync(id)} successMessage="Promotion deleted" onDeleted={() => navigate('..', { relative: 'path' })} />
          </Flex>
          <PromotionForm values={fromPromotion(record, timeZone)} onSubmit={(values) => update.mutateAsync({ id, input: { ...toPromotionInput(values, timeZone), version: record.version } })} onReload={() => promotion.refetch()} />
        </Flex>
      )}
    </QueryState>
  );
}
