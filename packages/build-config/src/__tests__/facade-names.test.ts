import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import webpack from 'webpack';
import { FACADE_NAMES_FILE, facadeNamesPlugin } from '../facade-names';

/**
 * A real webpack build of a small app whose `antd` and `react-router` resolve to facades, as the apps'
 * builds do (shared-facade.ts): facade-names.json must list what each facade exports and the names the
 * app's code, outside node_modules, takes from it.
 */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sd-facade-names-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

function build(facades: Record<string, string>): Promise<unknown> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/index.mjs',
    output: { path: join(dir, 'dist') },
    resolve: { alias: Object.fromEntries(Object.entries(facades).map(([pkg, file]) => [`${pkg}$`, file])) },
    plugins: [facadeNamesPlugin(facades)],
    stats: 'errors-only',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString('errors-only')));
      resolve(JSON.parse(readFileSync(join(dir, 'dist', FACADE_NAMES_FILE), 'utf8')));
    });
  });
}

test('lists what each facade provides and what the code imports from it, member reads and re-exports included', async () => {
  write({
    'node_modules/antd/lib.mjs': 'export const Button = 1, Modal = 2, Table = { Summary: 3 }, Tour = 4, Unused = 5;\n',
    'node_modules/.cache/facades/antd.mjs': "export { Button, Modal, Table, Tour, Unused } from '../../antd/lib.mjs';\n",
    'node_modules/.cache/facades/react-router.mjs': 'export const Link = 1, useNavigate = 2;\n',
    // Third-party code that reaches the package by its name does not count: only the app's own code does.
    'node_modules/helper/package.json': '{ "name": "helper", "main": "index.mjs" }',
    'node_modules/helper/index.mjs': "import { Tour } from 'antd';\nexport const helper = () => Tour;\n",
    'src/index.mjs': [
      "import { Button as B, Table } from 'antd';",
      "import { helper } from 'helper';",
      "import { widget } from './widget.mjs';",
      'console.log(B, Table.Summary, helper(), widget);',
    ].join('\n'),
    // A re-export, and an import that is never read (webpack does not count it).
    'src/widget.mjs': "import { Unused } from 'antd';\nexport { Modal } from 'antd';\nexport const widget = 1;\n",
  });
  const names = await build({ antd: join(dir, 'node_modules/.cache/facades/antd.mjs'), 'react-router': join(dir, 'node_modules/.cache/facades/react-router.mjs') });
  expect(names).toEqual({
    provides: { antd: ['Button', 'Modal', 'Table', 'Tour', 'Unused'] },
    imports: { antd: ['Button', 'Modal', 'Table'] },
  });
});

test('lists the packages in name order whatever order the code meets them in (a release is named by its bytes)', async () => {
  write({
    'node_modules/.cache/facades/react-router.mjs': 'export const Link = 1;\n',
    'node_modules/.cache/facades/jotai.mjs': 'export const atom = 2;\n',
    'node_modules/.cache/facades/antd.mjs': 'export const Button = 3;\n',
    'src/index.mjs': ["import { Link } from 'react-router';", "import { atom } from 'jotai';", "import { Button } from 'antd';", 'console.log(Link, atom, Button);'].join('\n'),
  });
  const facade = (pkg: string) => join(dir, `node_modules/.cache/facades/${pkg}.mjs`);
  const names = (await build({ 'react-router': facade('react-router'), jotai: facade('jotai'), antd: facade('antd') })) as Record<'provides' | 'imports', object>;
  expect(Object.keys(names.provides)).toEqual(['antd', 'jotai', 'react-router']);
  expect(Object.keys(names.imports)).toEqual(['antd', 'jotai', 'react-router']);
});
