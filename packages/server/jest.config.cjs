const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

// `npm test`'s PostgreSQL step names the test files that ran on the embedded database and opened no
// database there (src/test-support/database.ts notes those that did): no database reaches what they
// test, so running them again on PostgreSQL would run the same code twice.
const withoutDatabase = process.env.TEST_DATABASE_URL && process.env.SERVER_TESTS_WITHOUT_DATABASE && existsSync(process.env.SERVER_TESTS_WITHOUT_DATABASE)
  ? readFileSync(process.env.SERVER_TESTS_WITHOUT_DATABASE, 'utf8').split('\n').filter(Boolean)
  : [];
const exactly = (file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

module.exports = require('@shutterday/build-config/jest')({
  rootDir: __dirname,
  displayName: 'server',
  environment: 'node',
  // One PGlite module and one embedded database per jest worker, reset to the template for each file
  // (src/test-support/worker-environment.ts); a file's own `@electric-sql/pglite` is that same module.
  testEnvironment: path.join(__dirname, 'src/test-support/worker-environment.ts'),
  moduleNameMapper: { '^@electric-sql/pglite$': path.join(__dirname, 'src/test-support/pglite.cjs') },
  // Migrates and seeds one PGlite template per run; each test file starts from a copy of it.
  globalSetup: path.join(__dirname, 'src/test-support/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/test-support/global-teardown.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/setup-timeout.ts'), path.join(__dirname, 'src/test-support/cheap-passwords.ts')],
  // `*.pg.test.ts` exercise what only a PostgreSQL server does (dropping connections); they run when
  // TEST_DATABASE_URL names one, as in `npm test`'s PostgreSQL step. `*.pglite.test.ts` exercise what only
  // the embedded database does (the worker's database handed between files); they run without it.
  testPathIgnorePatterns: [
    process.env.TEST_DATABASE_URL ? '\\.pglite\\.test\\.ts$' : '\\.pg\\.test\\.ts$',
    // The three suites that send every hostile request of every route check the HTTP guards, which no
    // database changes: when `npm test` also runs this project on PostgreSQL, they run there only
    // (ROUTE_SUITES_ON_POSTGRES=1 on the embedded step), where they take half the time.
    ...(process.env.ROUTE_SUITES_ON_POSTGRES === '1' && !process.env.TEST_DATABASE_URL
      ? ['/hostile/__tests__/(route-table|authorization-first|restrictions)\\.test\\.ts$']
      : []),
    ...withoutDatabase.map(exactly),
  ],
});
