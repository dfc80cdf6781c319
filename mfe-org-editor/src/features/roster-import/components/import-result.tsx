import { refusedImportLines } from '@shutterday/domain/staff';
import { apiErrorMessages } from '@shutterday/ui';
import { Alert, Button, Flex } from 'antd';
import { Link } from 'react-router';
import { type ImportOutcome } from '../run-import';

export interface ImportResultProps {
  outcome: ImportOutcome;
  /** Rows the import sends (the ready rows the studio did not choose to skip). */
  total: number;
  /** File rows the studio chose to leave out after the server refused them. */
  skipped: number[];
  /** Goes on without the rows the refusal names; absent when the refusal names none. */
  onSkip: (lines: number[]) => void;
}

const rowList = (lines: number[]) => `${lines.length === 1 ? 'row' : 'rows'} ${lines.join(', ')}`;

/** How the import ended: the counts, or why it stopped and, when the refusal names rows, the choice to go on without them. */
export function ImportResult({ outcome, total, skipped, onSkip }: ImportResultProps) {
  const counts = `${outcome.created} created, ${outcome.updated} updated`;
  const skippedNote = skipped.length ? ` The file's ${rowList(skipped)} ${skipped.length === 1 ? 'was' : 'were'} skipped.` : '';
  if (outcome.error) {
    const messages = apiErrorMessages(outcome.error);
    const refused = refusedImportLines(messages);
    return (
      <Alert
        type="error"
        showIcon
        title={`Import stopped after ${outcome.done} of ${total} rows (${counts})`}
        description={
          <Flex vertical gap={8} align="start">
            <span style={{ whiteSpace: 'pre-line' }}>{`${messages.join('\n')}\nImporting the file again updates the rows already saved instead of duplicating them.${skippedNote}`}</span>
            {refused.length > 0 && <Button onClick={() => onSkip(refused)}>{`Skip ${rowList(refused)} and import the others`}</Button>}
          </Flex>
        }
      />
    );
  }
  return <Alert type="success" showIcon title={`Import finished: ${counts}.${skippedNote}`} action={<Link to="../../subjects/listing" relative="path">See the subjects</Link>} />;
}
