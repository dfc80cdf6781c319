const path = require('node:path');

module.exports = require('@shutterday/build-config/jest')({
  rootDir: __dirname,
  displayName: 'server',
  environment: 'node',
  // Migrates and seeds one PGlite template per run; each test file starts from a copy of it.
  globalSetup: path.join(__dirname, 'src/test-support/global-setup.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/setup-timeout.ts')],
  // `*.pg.test.ts` exercise what only a PostgreSQL server does (dropping connections); they run when
  // TEST_DATABASE_URL names one, as in `npm test`'s PostgreSQL step.
  testPathIgnorePatterns: process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$'],
});
