import { PrepayDefaultsInput } from '@shutterday/domain/staff';
import { DayOffsetField, FlagField } from '../../../../features/organization-defaults/components/defaults-fields';
import { JobDefaultsPage } from '../../../../features/organization-defaults/components/job-defaults-page';

/** `prepay`: how the organization's new jobs start for prepay (ordering before picture day). */
export default function OrganizationPrepayRoute() {
  return (
    <JobDefaultsPage half="prepay" label="Prepay defaults" schema={PrepayDefaultsInput}>
      {({ control }) => (
        <>
          <FlagField control={control} name="available" label="Prepay" sentence="New jobs offer prepay ordering" />
          <FlagField control={control} name="importedData" label="Imported data" sentence="Prepay uses the subject data imported before picture day" />
          <DayOffsetField control={control} name="opensDaysBefore" label="Opens before picture day" help="Prepay opens this many days before the picture day; empty: open from the start." />
          <DayOffsetField control={control} name="closesDaysAfter" label="Closes after picture day" help="Prepay closes this many days after the picture day; empty: no end." />
        </>
      )}
    </JobDefaultsPage>
  );
}
