import { type JobPrintSummary } from '@shutterday/domain/staff';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** The counts a print page shows before the download: what the PDF will hold. */
export function PrintCounts({ summary, extra = [] }: { summary: JobPrintSummary; extra?: Array<{ key: string; label: string; children: ReactNode }> }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'subjects', label: 'Subjects', children: summary.subjectCount },
        { key: 'groups', label: 'Groups', children: summary.groupCount },
        { key: 'ungrouped', label: 'Subjects in no group', children: summary.ungroupedCount },
        { key: 'no-code', label: 'Subjects without an access code', children: summary.withoutAccessCodeCount },
        ...extra,
      ]}
    />
  );
}
