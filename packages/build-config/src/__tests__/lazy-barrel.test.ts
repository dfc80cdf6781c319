import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Component tests read antd and its icons through lazy-barrel.cjs: every name the real index exports must be
 * there with the very same value, and a module is loaded only when one of its names is read.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the jest helper under test is CommonJS
const { lazyBarrel } = require('../../jest/lazy-barrel.cjs') as { lazyBarrel: (indexFile: string) => Record<string, unknown> };

/** The package's CommonJS index as the ui package resolves it (its bare name would give the mapped barrel). */
const fromUi = (name: string) => require.resolve(`${name}/lib`, { paths: [join(__dirname, '../../../ui')] });

describe.each(['antd', '@ant-design/icons'])('%s through getters', (name) => {
  it('has every name of the real index, each the same value', () => {
    const lazy = lazyBarrel(fromUi(name));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the real index, in the same registry
    const real = require(fromUi(name)) as Record<string, unknown>;
    const names = Object.keys(real).filter((key) => key !== '__esModule');
    expect(names.length).toBeGreaterThan(name === 'antd' ? 60 : 800);
    expect(Object.keys(lazy)).toEqual(expect.arrayContaining(names));
    for (const key of names) expect([key, lazy[key]]).toEqual([key, real[key]]);
  });
});

describe('an index compiled to CommonJS', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sd-lazy-barrel-'));
    const getter = (name: string, variable: string, member = 'default') =>
      `Object.defineProperty(exports, "${name}", {\n  enumerable: true,\n  get: function () {\n    return ${variable}.${member};\n  }\n});\n`;
    const module = (name: string, body: string) => writeFileSync(join(dir, `${name}.js`), `globalThis.sdLoaded.push('${name}');\n${body}`);
    writeFileSync(
      join(dir, 'index.js'),
      [
        '"use strict";\nObject.defineProperty(exports, "__esModule", {\n  value: true\n});\nexports.version = void 0;\n',
        getter('One', '_one'),
        getter('helper', '_two', 'helper'),
        'var _one = _interopRequireDefault(require("./one"));\nvar _two = require("./two");\nvar _all = require("./all");\n',
        'Object.keys(_all).forEach(function (key) {\n  Object.defineProperty(exports, key, { enumerable: true, get: function () { return _all[key]; } });\n});\n',
        'const version = exports.version = "1.2.3";\nfunction _interopRequireDefault(e) { return e && e.__esModule ? e : { default: e }; }\n',
      ].join(''),
    );
    module('one', 'exports.__esModule = true;\nexports.default = "one";\n');
    module('two', 'exports.helper = () => "two";\n');
    module('three', 'exports.__esModule = true;\nexports.default = "three";\n');
    module('all', `"use strict";\nObject.defineProperty(exports, "__esModule", {\n  value: true\n});\n${getter('Three', '_three')}var _three = _interopRequireDefault(require("./three"));\nfunction _interopRequireDefault(e) { return e && e.__esModule ? e : { default: e }; }\n`);
    (globalThis as { sdLoaded?: string[] }).sdLoaded = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('requires a module the first time one of its names is read, and no other', () => {
    const barrel = lazyBarrel(join(dir, 'index.js'));
    const loaded = (globalThis as { sdLoaded?: string[] }).sdLoaded;
    expect(Object.keys(barrel).sort()).toEqual(['One', 'Three', '__esModule', 'helper', 'version']);
    expect(loaded).toEqual([]);
    expect(barrel.One).toBe('one');
    expect(loaded).toEqual(['one']);
    expect((barrel.helper as () => string)()).toBe('two');
    expect(barrel.Three).toBe('three');
    expect(loaded).toEqual(['one', 'two', 'three']);
    expect(barrel.version).toBe('1.2.3');
  });
});
