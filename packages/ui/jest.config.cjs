module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'ui', environment: 'jsdom' });
