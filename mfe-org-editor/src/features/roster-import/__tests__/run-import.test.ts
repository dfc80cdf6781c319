import { type SubjectBulkRow } from '@shutterday/domain/staff';
import { runImport } from '../run-import';

const rows: SubjectBulkRow[] = Array.from({ length: 5 }, (_, i) => ({ firstName: `Kid${i}`, lastName: 'Roster', group: null, accessCode: null, externalId: null, fields: [], line: i + 2 }));

describe('runImport', () => {
  it('sends the rows in chunks, one after another, reporting the progress after each', async () => {
    const post = jest.fn(async (chunk: SubjectBulkRow[]) => ({ created: chunk.length, updated: 0 }));
    const progress = jest.fn();
    expect(await runImport(rows, post, progress, 2)).toEqual({ created: 5, updated: 0, done: 5, error: null });
    expect(post.mock.calls.map(([chunk]) => chunk.map((row) => row.firstName))).toEqual([['Kid0', 'Kid1'], ['Kid2', 'Kid3'], ['Kid4']]);
    expect(progress.mock.calls.map(([p]) => p.done)).toEqual([0, 2, 4, 5]);
  });

  it('stops at the first refused chunk and tells how many rows were saved before it', async () => {
    const refusal = new Error('refused');
    const post = jest.fn().mockResolvedValueOnce({ created: 1, updated: 1 }).mockRejectedValueOnce(refusal);
    expect(await runImport(rows, post, () => undefined, 2)).toEqual({ created: 1, updated: 1, done: 2, error: refusal });
    expect(post).toHaveBeenCalledTimes(2);
  });
});
