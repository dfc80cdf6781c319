// A node project's test that asks for jsdom in its docblock (`@jest-environment jsdom`) gets the same
// browser APIs as a jsdom project's tests.
if (typeof window !== 'undefined') require('./setup-dom.cjs');
