import { Typography } from 'antd';
import { PrintCounts } from '../../../../features/print/components/print-counts';
import { PrintPage } from '../../../../features/print/components/print-page';
import { useJobScope } from '../../../../lib/job-scope';

/** `orders/print`: the roster, to tick off each child as they are photographed. */
export default function JobRosterPrintRoute() {
  return (
    <PrintPage
      scope={useJobScope()}
      kind="roster"
      title="Roster print"
      intro={
        <Typography.Paragraph>
          Every group (class or team) on its own pages, listing its subjects by last name with their access codes and a box to tick when the
          child has been photographed. Subjects in no group come last.
        </Typography.Paragraph>
      }
      counts={(summary) => <PrintCounts summary={summary} />}
    />
  );
}
