// `@electric-sql/pglite` in the server's test files (jest.config.cjs moduleNameMapper): the module the
// worker's test environment loaded once (worker-environment.ts), not a copy per test file. The same
// library and the same class, so a file's own PGlite and the worker's shared database are alike.
module.exports = globalThis.shutterdayWorker.pglite;
