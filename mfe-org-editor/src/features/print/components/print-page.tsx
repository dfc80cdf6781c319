import { useDownloadJobPrint, useJobPrintSummary, type JobPrintKind, type JobScope } from '@shutterday/api-client/staff';
import { type JobPrintSummary } from '@shutterday/domain/staff';
import { DownloadOutlined } from '@ant-design/icons';
import { apiErrorMessages, PageTitle, QueryState, useToast } from '@shutterday/ui';
import { Alert, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { openPendingTab, saveAndOpen } from '../save-and-open';

export interface PrintPageProps {
  scope: JobScope;
  kind: JobPrintKind;
  title: string;
  /** What the PDF is and how it is used on picture day. */
  intro: ReactNode;
  /** The counts, with what this printout adds to them. */
  counts: (summary: JobPrintSummary) => ReactNode;
}

/** A print page of the admin job editor: explains the printout, shows what it will hold, downloads it. */
export function PrintPage({ scope, kind, title, intro, counts }: PrintPageProps) {
  const summary = useJobPrintSummary(scope);
  const download = useDownloadJobPrint(scope, kind);
  const toast = useToast();
  const start = () => {
    const tab = openPendingTab();
    download.mutateAsync().then(
      (file) => saveAndOpen(file, tab),
      (error: unknown) => {
        tab?.close();
        toast.error(apiErrorMessages(error));
      },
    );
  };
  return (
    <Flex vertical gap={16}>
      <PageTitle title={title} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {intro}
      <QueryState query={summary} errorTitle="We couldn't load the job's subjects" loadingLabel="Counting the job's subjects…">
        {(data) => (
          <Flex vertical gap={16} align="flex-start">
            {counts(data)}
            {data.subjectCount === 0 ? <Alert type="info" showIcon title="This job has no subjects yet. Add or import them first; the PDF would be empty." /> : null}
            <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} disabled={data.subjectCount === 0} onClick={start}>
              Download PDF
            </Button>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
