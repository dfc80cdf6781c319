module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'mfe-customer', environment: 'jsdom' });
