import { join, resolve } from 'node:path';
import { createAppConfig } from '../webpack';

/**
 * A release is built into a folder of its own (docs/architecture.md "Releases"), never into the app's
 * dist/ that the server serves as the hosted build: SD_OUTPUT_DIR moves the build's output.
 */
const app = resolve(__dirname, '../../../../mfe-customer');
const config = () => createAppConfig({ dirname: app, name: 'customer', devPort: 3001 })({}, { mode: 'production' });
const outputPath = () => config().output?.path;

afterEach(() => {
  delete process.env.SD_OUTPUT_DIR;
});

test('an app builds into its dist folder by default', () => {
  expect(outputPath()).toBe(join(app, 'dist'));
});

test('SD_OUTPUT_DIR builds it elsewhere (a release folder), leaving dist alone', () => {
  process.env.SD_OUTPUT_DIR = '.data/release-build/customer';
  expect(outputPath()).toBe(resolve('.data/release-build/customer'));
});

test('a release is built without the persistent cache, so its bytes (and its id) never depend on what the cache holds', () => {
  expect(config().cache).toMatchObject({ type: 'filesystem' });
  process.env.SD_OUTPUT_DIR = '.data/release-build/customer';
  expect(config().cache).toBe(false);
});
