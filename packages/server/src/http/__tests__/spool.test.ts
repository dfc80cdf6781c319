import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spoolFolder, sweepSpooled } from '../spool';

// A data folder of this file's own, as a server's DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), 'shutterday-spool-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('uploads are received in the data folder, whose receiving folder is made again when it was removed under the running server', () => {
  const folder = spoolFolder(dataDir);
  expect(folder).toBe(join(dataDir, 'receiving'));
  expect(existsSync(folder)).toBe(true);
  rmSync(folder, { recursive: true, force: true });
  expect(spoolFolder(dataDir)).toBe(folder);
  expect(existsSync(folder)).toBe(true);
});

test('at start, what a process that died mid-upload left is removed; an upload in progress is not', async () => {
  const folder = spoolFolder(dataDir);
  writeFileSync(join(folder, '111-left-behind'), 'half a photo');
  const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
  utimesSync(join(folder, '111-left-behind'), twoHoursAgo, twoHoursAgo);
  writeFileSync(join(folder, '222-arriving'), 'a photo arriving now');
  await sweepSpooled(dataDir);
  expect(readdirSync(folder)).toEqual(['222-arriving']);
});
