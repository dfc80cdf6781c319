module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'api-client', environment: 'node' });
