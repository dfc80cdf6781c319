// A package's CommonJS index (antd's, @ant-design/icons') requires every module it re-exports before a
// test reads one name: about 3 s of a component test file, paid again by each file in its own module
// registry. The same names with getters that require a module the first time it is read: a test loads
// the components its page renders, as webpack's tree-shaken build does. Read from the index itself, so a new
// version brings its own names. Docs: docs/performance.md, "Start and test time".
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** `var _name = … require("./path") …;` → { _name: './path' } */
const REQUIRED = /^var (_\w+) = (?:[\w.]+\()?require\("(\.[^"]+)"\)\)?(?:\.default)?;$/gm;
/** `Object.defineProperty(exports, "Name", { enumerable: true, get: function () { return _name.member; } });` */
const GETTER = /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)(?:\.(\w+))?;/g;
/** `Object.keys(_name).forEach(…)`: every name of that module re-exported. */
const EVERY = /Object\.keys\((_\w+)\)\.forEach/g;

/**
 * The exports of the CommonJS module at `indexFile`, each required on first read. Names the index makes
 * itself (not a getter over a required module) read the whole index, once, when first asked for.
 */
function lazyBarrel(indexFile) {
  const source = readFileSync(indexFile, 'utf8');
  const directory = path.dirname(indexFile);
  const modules = Object.fromEntries([...source.matchAll(REQUIRED)].map(([, variable, request]) => [variable, path.join(directory, request)]));
  const barrel = { __esModule: true };
  let whole;
  const define = (name, read) => {
    if (!Object.prototype.hasOwnProperty.call(barrel, name)) Object.defineProperty(barrel, name, { enumerable: true, configurable: true, get: read });
  };
  for (const [, name, variable, member] of source.matchAll(GETTER)) {
    const file = modules[variable];
    if (file === undefined) continue;
    define(name, () => {
      const loaded = require(file);
      return member === undefined ? loaded : member === 'default' && !loaded.__esModule ? loaded : loaded[member];
    });
  }
  for (const [, variable] of source.matchAll(EVERY)) {
    const file = modules[variable];
    if (file === undefined) continue;
    const inner = lazyBarrel(require.resolve(file));
    for (const name of Object.keys(inner)) define(name, () => inner[name]);
  }
  // What the index assigns itself (`exports.IconProvider = …`) comes from the index as it is.
  for (const [, name] of source.matchAll(/^(?:const \w+ = )?exports\.(\w+) = /gm)) {
    define(name, () => (whole ??= require(indexFile))[name]);
  }
  return barrel;
}

module.exports = { lazyBarrel };
