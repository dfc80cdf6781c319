import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../database';

// `npm test`'s embedded step notes every server test file that opens a database; its PostgreSQL step then
// leaves out the files that opened none (packages/tooling/src/tasks/test.ts, jest.config.cjs).
it('notes the test file that opens a database in the file SERVER_TEST_DATABASE_FILES names', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shutterday-database-files-'));
  const notes = join(dir, 'files.txt');
  const before = process.env.SERVER_TEST_DATABASE_FILES;
  process.env.SERVER_TEST_DATABASE_FILES = notes;
  try {
    const { database } = await createTestDatabase();
    await database.close();
    expect(readFileSync(notes, 'utf8')).toBe(`${__filename}\n`);
  } finally {
    if (before === undefined) delete process.env.SERVER_TEST_DATABASE_FILES;
    else process.env.SERVER_TEST_DATABASE_FILES = before;
    rmSync(dir, { recursive: true, force: true });
  }
});
