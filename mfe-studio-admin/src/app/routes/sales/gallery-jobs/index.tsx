import { useStudioDetails } from '@shutterday/api-client/staff';
import { studioHomePath, useStaffAbilities } from '@shutterday/ui';
import { galleryColumns } from '../../../../features/order-method-jobs/components/order-method-columns';
import { OrderMethodJobsPage } from '../../../../features/order-method-jobs/components/order-method-jobs-page';
import { useStudioId } from '../../../../lib/use-studio-id';

/** `galleries`: the jobs whose photos parents order from after picture day, and the link to send them. */
export default function GalleryJobsRoute() {
  const studioId = useStudioId();
  const slug = useStudioDetails(studioId).data?.slug;
  const { seeMoney } = useStaffAbilities();
  return (
    <OrderMethodJobsPage
      studioId={studioId}
      title="Galleries"
      method="galleries"
      description="Jobs with gallery ordering switched on: parents find their child's photos and order from them. A job's name opens its gallery settings."
      columns={galleryColumns(
        (job) => `${studioHomePath(studioId)}/jobs/${job.id}/settings/gallery`,
        (job) => (slug ? `${window.location.origin}/${slug}/${job.id}` : null),
        seeMoney,
      )}
      emptyText="No job offers a gallery yet. Switch it on in a job's gallery settings."
    />
  );
}
