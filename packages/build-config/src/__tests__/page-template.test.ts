import { resolve } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createAppConfig } from '../webpack';

/** The template of the page an app's build writes (dist/index.html). */
const templateOf = (folder: string, name: string) => {
  const plugins = createAppConfig({ dirname: resolve(__dirname, '../../../..', folder), name, devPort: 3001 })({}, { mode: 'production' }).plugins ?? [];
  return plugins.filter((plugin) => plugin instanceof HtmlWebpackPlugin).map((plugin) => (plugin as HtmlWebpackPlugin).userOptions.template);
};

test('every remote writes its standalone page from the one template', () => {
  for (const [folder, name] of [['mfe-customer', 'customer'], ['mfe-studio-admin', 'studioAdmin'], ['mfe-system-admin', 'systemAdmin'], ['mfe-org-editor', 'orgEditor']]) {
    expect(templateOf(folder, name)).toEqual([resolve(__dirname, '../standalone.html')]);
  }
});

test('the shell writes its own page', () => {
  expect(templateOf('shell', 'shell')).toEqual([resolve(__dirname, '../../../../shell/src/index.html')]);
});
