// `@ant-design/icons` in component tests: its index with each icon required on first use (lazy-barrel.cjs).
const { lazyBarrel } = require('./lazy-barrel.cjs');

module.exports = lazyBarrel(globalThis.SD_LAZY_BARRELS['@ant-design/icons']);
