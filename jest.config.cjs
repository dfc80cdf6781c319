// One jest run over every package and app; each keeps its own jest.config.cjs so a team can also run
// its tests alone (`pnpm --filter <name> test`).
module.exports = {
  projects: [
    '<rootDir>/packages/build-config',
    '<rootDir>/packages/domain',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/server',
    '<rootDir>/shell',
    '<rootDir>/mfe-customer',
    '<rootDir>/mfe-studio-admin',
    '<rootDir>/mfe-system-admin',
    '<rootDir>/mfe-org-editor',
  ],
};
