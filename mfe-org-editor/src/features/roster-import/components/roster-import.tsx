import { useBulkImportSubjects, type SubjectScope } from '@shutterday/api-client/staff';
import { guessMapping, mappingProblems, previewImport, type ColumnTarget, type SubjectBulkResult, type SubjectBulkRow } from '@shutterday/domain/staff';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { dataRowCount, readRosterFile, RosterFileError, type RosterTable } from '../read-roster-file';
import { runImport, type ImportOutcome } from '../run-import';
import { ColumnMapping } from './column-mapping';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

export interface RosterImportProps {
  scope: SubjectScope & { organizationId: number };
  /** Sends one chunk: the api-client's bulk call by default (tests pass their own). */
  post?: (rows: SubjectBulkRow[]) => Promise<SubjectBulkResult>;
}

/** The roster tab of data import: choose a file, map its columns, check the preview, then import in chunks. */
export function RosterImport({ scope, post }: RosterImportProps) {
  const bulk = useBulkImportSubjects(scope);
  const [file, setFile] = useState<{ name: string; table: RosterTable } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  /** File rows the server refused and the studio chose to leave out. */
  const [skipped, setSkipped] = useState<number[]>([]);
  const problems = useMemo(() => mappingProblems(mapping), [mapping]);
  const preview = useMemo(() => (file && problems.length === 0 ? previewImport(file.table.slice(1), mapping) : []), [file, mapping, problems]);
  const ready = preview.flatMap((row) => (row.row ? [row.row] : []));
  const refusedCount = preview.length - ready.length;
  const sent = ready.filter((row) => !skipped.includes(row.line!));
  const running = progress !== null && outcome === null;

  const choose = async (chosen: File) => {
    setReadError(null);
    setOutcome(null);
    setProgress(null);
    setSkipped([]);
    try {
      const table = await readRosterFile(chosen);
      setFile({ name: chosen.name, table });
      setMapping(guessMapping(table[0]!));
    } catch (error) {
      setFile(null);
      setReadError(error instanceof RosterFileError ? error.message : `We couldn't read ${chosen.name}`);
    }
  };

  const start = async () => {
    setOutcome(null);
    setSkipped([]);
    setOutcome(await runImport(ready, post ?? bulk.mutateAsync, setProgress));
  };

  /** The refused chunk wrote nothing: go on from it without the rows the refusal named (the rows before it are saved). */
  const skipAndGoOn = async (lines: number[]) => {
    if (!outcome) return;
    const before = outcome;
    const rest = sent.slice(before.done).filter((row) => !lines.includes(row.line!));
    setSkipped([...skipped, ...lines]);
    setOutcome(null);
    const next = await runImport(rest, post ?? bulk.mutateAsync, ({ done }) => setProgress({ done: before.done + done, total: before.done + rest.length }));
    setOutcome({ created: before.created + next.created, updated: before.updated + next.updated, done: before.done + next.done, error: next.error });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>
        Import the school&apos;s or team&apos;s roster from a CSV file or an Excel workbook (.xlsx). Nothing is saved until you have checked the preview. Importing the same file again updates the subjects it already
        created: rows are matched by external id when the file has one, otherwise by first name, last name and group.
      </Typography.Paragraph>
      <Upload.Dragger accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" multiple={false} showUploadList={false} disabled={running} beforeUpload={(chosen) => (void choose(chosen), false)}>
        <p>{file ? `${file.name}: ${dataRowCount(file.table)} rows. Drop another file to start over.` : 'Drop a CSV or XLSX roster here, or click to choose one'}</p>
      </Upload.Dragger>
      {readError && <Alert type="error" showIcon title={readError} />}
      {file && (
        <>
          <Typography.Title level={2}>Columns</Typography.Title>
          <ColumnMapping headers={file.table[0]!} sample={file.table.slice(1).find((cells) => cells.some((cell) => cell.trim() !== '')) ?? []} mapping={mapping} onChange={setMapping} />
          {problems.length > 0 ? (
            <Alert type="error" showIcon title="Map the columns first" description={problems.join('\n')} style={{ whiteSpace: 'pre-line' }} />
          ) : (
            <>
              <Typography.Title level={2}>Preview</Typography.Title>
              <ImportPreview rows={preview} />
              <Button type="primary" disabled={ready.length === 0 || running} loading={running} onClick={start} style={{ alignSelf: 'start' }}>
                {refusedCount > 0 ? `Skip the refused ${refusedCount === 1 ? 'row' : 'rows'} and import ${ready.length} ${ready.length === 1 ? 'subject' : 'subjects'}` : `Import ${ready.length} ${ready.length === 1 ? 'subject' : 'subjects'}`}
              </Button>
            </>
          )}
        </>
      )}
      {progress && <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 100} aria-label="Import progress" />}
      {outcome && <ImportResult outcome={outcome} total={sent.length} skipped={skipped} onSkip={(lines) => void skipAndGoOn(lines)} />}
    </Flex>
  );
}
