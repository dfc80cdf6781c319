import { GalleryDefaultsInput } from '@shutterday/domain/staff';
import { DayOffsetField, FlagField } from '../../../../features/organization-defaults/components/defaults-fields';
import { JobDefaultsPage } from '../../../../features/organization-defaults/components/job-defaults-page';

/** `gallery`: how the organization's new jobs start for gallery ordering and yearbook pose selection. */
export default function OrganizationGalleryRoute() {
  return (
    <JobDefaultsPage half="gallery" label="Gallery defaults" schema={GalleryDefaultsInput}>
      {({ control }) => (
        <>
          <FlagField control={control} name="available" label="Gallery" sentence="New jobs offer gallery ordering" />
          <FlagField control={control} name="enableYearBookPoseSelection" label="Yearbook pose" sentence="Parents choose the yearbook pose" />
          <DayOffsetField control={control} name="poseSelectionDeadlineDays" label="Pose selection deadline" help="Pose selection ends this many days after the picture day; empty: no deadline." />
        </>
      )}
    </JobDefaultsPage>
  );
}
