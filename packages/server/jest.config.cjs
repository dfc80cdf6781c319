const path = require('node:path');

module.exports = require('@shutterday/build-config/jest')({
  rootDir: __dirname,
  displayName: 'server',
  environment: 'node',
  // Migrates and seeds one PGlite template per run; each test file starts from a copy of it.
  globalSetup: path.join(__dirname, 'src/test-support/global-setup.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/setup-timeout.ts')],
});
