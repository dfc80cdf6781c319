import { useStudioTimeZone } from '@shutterday/api-client/staff';
import { studioHomePath, useStaffAbilities } from '@shutterday/ui';
import { prepayColumns } from '../../../../features/order-method-jobs/components/order-method-columns';
import { OrderMethodJobsPage } from '../../../../features/order-method-jobs/components/order-method-jobs-page';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `prepay`: the jobs taking orders before picture day, their windows and their prepay orders. */
export default function PrepayJobsRoute() {
  const studioId = useStudioId();
  const timeZone = useStudioTimeZone(studioId);
  const { seeMoney } = useStaffAbilities();
  return (
    <OrderMethodJobsPage
      studioId={studioId}
      title="Prepay"
      method="prepay"
      description="Jobs with prepay switched on: parents order before picture day, on the days of the job's prepay window. A job's name opens its preorder settings."
      columns={prepayColumns((job) => `${studioHomePath(studioId)}/jobs/${job.id}/settings/preorder`, new Date(), timeZone, seeMoney)}
      emptyText="No job offers prepay yet. Switch it on in a job's preorder settings."
    />
  );
}
