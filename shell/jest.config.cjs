module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'shell', environment: 'jsdom' });
