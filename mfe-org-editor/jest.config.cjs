module.exports = require('@shutterday/build-config/jest')({ rootDir: __dirname, displayName: 'mfe-org-editor', environment: 'jsdom' });
