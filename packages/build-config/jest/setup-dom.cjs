/* global jest -- jest passes its object to every file it runs, setup files included */
// jsdom lacks a few browser APIs that antd and ky rely on.
require('@testing-library/jest-dom');

// A component test waits for what it needs; on a busy hour of a 2-core machine an antd form takes several
// times its quiet-hour time, so jest's 5 s default would fail tests that are right. The net under a test
// that hangs (a file may set its own). testTimeout in a project's config is ignored when jest runs every
// project from the root, so it is set here.
jest.setTimeout(30_000);
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// antd asks for pseudo-element styles, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy*/waitFor wait for what the test needs, not for a fast machine's timing: this machine's speed varies
// up to 3x, and a page that answers within 10 s is not a failure of the page.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
