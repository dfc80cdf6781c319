import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppConfig, type AppConfigFactory } from '@shutterday/build-config/webpack';
import federation from './module-federation.config';

const config: AppConfigFactory = createAppConfig({
  dirname: __dirname,
  devPort: 3000,
  ...federation,
  // Linked from index.html: without an icon every browser asks for /favicon.ico and logs its 404.
  files: { 'favicon.svg': readFileSync(join(__dirname, 'src/favicon.svg'), 'utf8') },
});

export default config;
