import { PageTitle } from '@shutterday/ui';
import { GreenScreensManager } from '../../../../features/greenscreens/components/green-screens-manager';
import { useJobScope } from '../../../../lib/job-scope';

/** `greenscreens` (organization editor) and `packages/greenscreens` (admin job editor). */
export default function JobGreenScreensRoute() {
  return (
    <>
      <PageTitle title="Green screens" />
      <GreenScreensManager scope={useJobScope()} />
    </>
  );
}
