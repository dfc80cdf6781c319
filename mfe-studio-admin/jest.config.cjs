module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'mfe-studio-admin', environment: 'jsdom' });
