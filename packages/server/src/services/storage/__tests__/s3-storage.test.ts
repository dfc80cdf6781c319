import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../../config';
import { storageFromConfig } from '../from-config';
import { S3Storage } from '../s3-storage';

// A real S3-compatible server (s3rver: the S3 REST API over a local folder) on a loopback port.
let server: S3rver;
let dir: string;
let endpoint: string;
const credentials = { STORAGE_S3_ACCESS_KEY_ID: 'S3RVER', STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shutterday-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'photos' }));
  client.destroy();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), STORAGE_S3_BUCKET: 'photos', STORAGE_S3_ENDPOINT: endpoint, ...credentials, ...env });

describe('S3-compatible storage', () => {
  it('is what STORAGE_S3_* selects, and stores, reads, checks and removes objects', async () => {
    const storage = storageFromConfig(s3Config({ STORAGE_S3_PREFIX: 'school-photos' }));
    expect(storage).toBeInstanceOf(S3Storage);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('originals/7/abc.jpg', bytes);
    expect(await storage.exists('originals/7/abc.jpg')).toBe(true);
    expect(await storage.get('originals/7/abc.jpg')).toEqual(bytes);
    await storage.remove('originals/7/abc.jpg');
    expect(await storage.exists('originals/7/abc.jpg')).toBe(false);
    expect(await storage.get('originals/7/abc.jpg')).toBeNull();
    storage.close?.();
  });

  it('keeps installations apart by prefix and refuses keys that climb out', async () => {
    const one = storageFromConfig(s3Config({ STORAGE_S3_PREFIX: 'one' }));
    const two = storageFromConfig(s3Config({ STORAGE_S3_PREFIX: 'two' }));
    await one.put('a.jpg', Buffer.from('one'));
    expect(await two.get('a.jpg')).toBeNull();
    await expect(one.put('../two/a.jpg', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    one.close?.();
    two.close?.();
  });
});

describe('STORAGE_S3_* configuration', () => {
  const base = { DATA_DIR: '/tmp/shutterday-config-s3', JWT_SECRET: 'x'.repeat(40) };
  it('stops start-up with one line naming the variable', () => {
    expect(() => loadConfig({ ...base, STORAGE_S3_REGION: 'eu-west-1' })).toThrow('Invalid configuration: STORAGE_S3_BUCKET is required');
    expect(() => loadConfig({ ...base, STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'k' })).toThrow('STORAGE_S3_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ ...base, STORAGE_S3_BUCKET: 'b', STORAGE_S3_ENDPOINT: 'ftp://x' })).toThrow('STORAGE_S3_ENDPOINT must start with http:// or https://');
    expect(() => loadConfig({ ...base, STORAGE_S3_BUCKET: 'b', STORAGE_S3_PUBLIC_ENDPOINT: 'storage.example' })).toThrow('STORAGE_S3_PUBLIC_ENDPOINT is not a valid URL');
    expect(() => loadConfig({ ...base, STORAGE_S3_BUKET: 'b' })).toThrow('STORAGE_S3_BUKET is not a known setting');
  });
  it('keeps the local folder when unset', () => {
    expect(loadConfig(base).s3).toBeNull();
  });
});
