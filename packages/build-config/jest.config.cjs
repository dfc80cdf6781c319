module.exports = require('./jest.cjs')({ rootDir: __dirname, displayName: 'build-config', environment: 'node' });
