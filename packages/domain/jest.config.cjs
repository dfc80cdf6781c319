module.exports = require('@shutterday/build-config/jest')({
  rootDir: __dirname,
  displayName: 'domain',
  environment: 'node',
  collectCoverageFrom: ['src/**/*.ts', '!src/**/__tests__/**', '!src/api/**', '!src/index.ts', '!src/staff.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { global: { lines: 95, branches: 95, functions: 95, statements: 95 } },
});
