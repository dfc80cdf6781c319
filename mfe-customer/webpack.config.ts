import { createAppConfig, type AppConfigFactory } from '@shutterday/build-config/webpack';
import federation from './module-federation.config';
import { FIRST_PAINT_TEMPLATES } from './src/app/first-paint/first-paint-templates';

const config: AppConfigFactory = createAppConfig({
  dirname: __dirname,
  devPort: 3001,
  ...federation,
  // Read by the server, which sends a customer page's first paint in its HTML (docs/performance.md).
  files: { 'first-paint.json': JSON.stringify(FIRST_PAINT_TEMPLATES) },
});

export default config;
