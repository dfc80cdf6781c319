module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'server', environment: 'node' });
