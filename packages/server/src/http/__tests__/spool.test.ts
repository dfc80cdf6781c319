import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spoolFolder } from '../spool';

// A base folder of this file's own: removing what it holds touches no other test's uploads.
const base = mkdtempSync(join(tmpdir(), 'shutterday-spool-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

test('the folder of uploads being received is made again when it was cleaned away under the running server', () => {
  const folder = spoolFolder(base);
  expect(existsSync(folder)).toBe(true);
  // What a cleaner of the system's temporary folder does to a server that has run for days.
  rmSync(folder, { recursive: true, force: true });
  expect(spoolFolder(base)).toBe(folder);
  expect(existsSync(folder)).toBe(true);
});
