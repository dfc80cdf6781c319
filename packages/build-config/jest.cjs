// Shared jest configuration. Every package's jest.config.cjs calls this with its own name, so each
// team can run its tests alone and the root run can collect them as projects.
const path = require('node:path');

// ESM-only packages must be compiled too; under pnpm they live in node_modules/.pnpm/<name>@<version>.
const esmPackages = [
  'ky', 'jotai', 'antd', '@ant-design', '@rc-component', 'rc-', '@babel\\+runtime', 'cropperjs', '@cropper',
  'valibot', '@hookform', 'react-router', 'react-router-dom', '@tanstack', 'decimal.js', 'dayjs', 'jose', 'content-disposition', 'cookie', '@electric-sql',
].map((name) => name.replace('@', '@').replace('/', '\\+'));

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages whose index requires every module it re-exports; tests read them through getters that require
// a module on first use (jest/lazy-barrel.cjs), where the project depends on them.
const lazyBarrels = { antd: 'jest/antd.cjs', '@ant-design/icons': 'jest/icons.cjs' };

function lazyBarrelsOf(rootDir) {
  const found = {};
  for (const name of Object.keys(lazyBarrels)) {
    try {
      found[name] = require.resolve(name, { paths: [rootDir] });
    } catch {
      // Not a dependency of this project.
    }
  }
  return found;
}

/** @param {{ rootDir: string, displayName: string, environment?: 'node' | 'jsdom' }} options */
module.exports = function jestConfig({ rootDir, displayName, environment = 'jsdom', ...rest }) {
  const barrels = lazyBarrelsOf(rootDir);
  const barrelMappers = Object.fromEntries(Object.keys(barrels).map((name) => [`^${name.replace('/', '\\/')}$`, path.join(__dirname, lazyBarrels[name])]));
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
    transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmPackages.join('|')}))`],
    moduleNameMapper: { '\\.(css|less)$': path.join(__dirname, 'jest/style-stub.cjs'), ...barrelMappers },
    globals: { SD_LAZY_BARRELS: barrels },
    setupFilesAfterEnv: [path.join(__dirname, environment === 'jsdom' ? 'jest/setup-dom.cjs' : 'jest/setup-dom-when-window.cjs')],
    ...rest,
  };
};
