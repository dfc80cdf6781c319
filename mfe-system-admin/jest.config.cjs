module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'mfe-system-admin', environment: 'jsdom' });
