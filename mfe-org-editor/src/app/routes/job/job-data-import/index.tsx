import { PageTitle } from '@shutterday/ui';
import { RosterImport } from '../../../../features/roster-import/components/roster-import';
import { useOrganizationId } from '../../../../lib/editor-params';
import { useJobScope } from '../../../../lib/job-scope';

/** `data-import/roster` (organization editor): the job's roster from a spreadsheet. */
export default function JobDataImportRosterRoute() {
  const scope = useJobScope();
  const organizationId = useOrganizationId();
  return (
    <>
      <PageTitle title="Data import: roster" />
      {organizationId ? <RosterImport scope={{ ...scope, organizationId }} /> : null}
    </>
  );
}
