import { PageTitle } from '@shutterday/ui';
import { useMemo } from 'react';
import { PhotoIntake } from '../../../../features/photo-intake/components/photo-intake';
import { useJobId, useOrganizationId, useStudioId } from '../../../../lib/editor-params';

/** `data-import/photos`: the job's photo intake (the organization editor's data import, Photos tab). */
export default function PhotoIntakeRoute() {
  const studioId = useStudioId();
  const organizationId = useOrganizationId()!;
  const jobId = useJobId();
  const scope = useMemo(() => ({ studioId, organizationId, jobId }), [studioId, organizationId, jobId]);
  return (
    <>
      <PageTitle title="Photos" />
      <PhotoIntake scope={scope} />
    </>
  );
}
