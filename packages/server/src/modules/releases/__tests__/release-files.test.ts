import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalStorage } from '../../../services/storage/storage';
import { packRelease, uploadRelease, versionOfHashes } from '../services/release-files';

function builtRemote(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'shutterday-dist-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const build = { 'mf-manifest.json': '{"name":"customer"}', 'remoteEntry.js': 'entry', 'main.1234abcd.js': 'code', 'main.1234abcd.js.map': 'map', 'assets/logo.svg': '<svg/>' };

test('a build is named by the hash of its files: the same files the same version, a changed byte another', () => {
  const release = packRelease(builtRemote(build));
  expect(release.version).toMatch(/^[0-9a-f]{16}$/);
  expect(release.files.map((f) => f.path)).toEqual(['assets/logo.svg', 'main.1234abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
  expect(packRelease(builtRemote(build)).version).toBe(release.version);
  expect(packRelease(builtRemote({ ...build, 'main.1234abcd.js.map': 'another map' })).version).toBe(release.version);
  expect(packRelease(builtRemote({ ...build, 'main.1234abcd.js': 'code!' })).version).not.toBe(release.version);
});

test('a folder without a manifest is no release', () => {
  expect(() => packRelease(builtRemote({ 'remoteEntry.js': 'entry' }))).toThrow('holds no mf-manifest.json');
});

test('the files go to storage under the remote and version', async () => {
  const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'shutterday-storage-')));
  const release = packRelease(builtRemote(build));
  await uploadRelease(storage, 'customer', release);
  expect((await storage.get(`releases/customer/${release.version}/assets/logo.svg`))?.toString()).toBe('<svg/>');
  expect((await storage.get(`releases/customer/${release.version}/mf-manifest.json`))?.toString()).toBe('{"name":"customer"}');
  // With the list of their hashes, which hashes to the version: what the server checks.
  const list = JSON.parse((await storage.get(`releases/customer/${release.version}/release-files.json`))!.toString()) as Record<string, string>;
  expect(Object.keys(list)).toEqual(['assets/logo.svg', 'main.1234abcd.js', 'mf-manifest.json', 'remoteEntry.js']);
  expect(versionOfHashes(list)).toBe(release.version);
});
