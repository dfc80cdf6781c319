import { createAppConfig, type AppConfigFactory } from '@shutterday/build-config/webpack';
import federation from './module-federation.config';

const config: AppConfigFactory = createAppConfig({ dirname: __dirname, devPort: 3001, ...federation });

export default config;
