import { createAppConfig } from '@shutterday/build-config/webpack';
import federation from './module-federation.config';

export default createAppConfig({ dirname: __dirname, devPort: 3004, ...federation });
