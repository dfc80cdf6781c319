// jsdom with the Fetch API's classes of Node: a data router (createBrowserRouter, createMemoryRouter)
// makes a Request for every navigation, and jsdom has none.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
};
