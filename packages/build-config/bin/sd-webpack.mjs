#!/usr/bin/env node
// Runs the app's webpack.config.ts with the one webpack instance of this package, so that every app
// builds with the same webpack (a second copy would break plugins that compare classes).
//   sd-webpack build [--mode development] [--stats <file>]
//   sd-webpack serve
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

// Configs are TypeScript; apps are CommonJS packages, the shared config may be either.
registerCjs();
registerEsm();

const [command = 'build', ...rest] = process.argv.slice(2);
const flag = (name) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
const mode = flag('--mode') ?? (command === 'serve' ? 'development' : 'production');
const loaded = await import(pathToFileURL(resolve('webpack.config.ts')).href);
const exported = loaded.default?.default ?? loaded.default;
const config = typeof exported === 'function' ? exported({}, { mode }) : exported;

if (command === 'serve') {
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
} else {
  const compiler = webpack(config);
  compiler.run((error, stats) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const statsFile = flag('--stats');
    if (statsFile) {
      writeFileSync(statsFile, JSON.stringify(stats.toJson({ all: false, assets: true, chunks: true, chunkModules: true, nestedModules: true, chunkRelations: true, ids: true, publicPath: true })));
    }
    const summary = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
    if (summary.trim()) console.log(summary);
    compiler.close(() => process.exit(stats.hasErrors() ? 1 : 0));
  });
}
