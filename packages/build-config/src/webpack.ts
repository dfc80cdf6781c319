import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants as zlib, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { facadeNamesPlugin } from './facade-names';
import { facadeAliases } from './shared-facade';
import { sharedFor } from './shared';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppOptions {
  /** The app folder (its package.json, src/ and dist/). */
  dirname: string;
  /** Federation name: `shell` for the host, the remote name otherwise. */
  name: string;
  /** Modules a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  /** Runtime plugins (paths), host only. */
  runtimePlugins?: string[];
  /** Port of `sd-webpack serve`. */
  devPort: number;
  /** Where the API runs during development. */
  apiTarget?: string;
  /**
   * A remote that loads no other remote and is loaded through the registry's manifest: its entry
   * leaves out the federation runtime's remote loading and manifest (snapshot) code and the Node
   * paths, ≈ 8 KB gzip that a parent's phone downloads on every customer page.
   */
  leanRuntime?: boolean;
  /** Files the build writes into dist beside its bundles, by name (e.g. what the server reads of a remote). */
  files?: Record<string, string>;
}

const API_TARGET = process.env.SHUTTERDAY_API ?? 'http://127.0.0.1:8080';

export function federationOptions(options: AppOptions, production: boolean): FederationOptions {
  const isHost = !options.exposes;
  return {
    name: options.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: options.exposes,
    // The host knows no remote at build time: it registers them at start from /remotes.json.
    remotes: {},
    shared: sharedFor(options.dirname),
    shareStrategy: 'loaded-first',
    runtimePlugins: options.runtimePlugins,
    manifest: true,
    dts: false,
    experiments: {
      // The host runs in browsers only: its runtime leaves out the Node paths (it keeps the manifest and
      // remote loading it needs). A lean remote also leaves those out.
      optimization: options.leanRuntime ? { disableSnapshot: true, disableRemote: true, target: 'web' as const } : isHost ? { target: 'web' as const } : {},
      // A remote's production build uses the federation runtime of the shell that loads it (the shell's
      // runtime plugin hands it over) instead of a copy of its own. In development a remote also runs as
      // its own page (`pnpm --filter <remote> dev`), so it keeps its copy there.
      externalRuntime: production && !isHost,
    },
  };
}

function devServer(options: AppOptions): DevServerConfiguration {
  return {
    port: options.devPort,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/remotes.json'], target: options.apiTarget ?? API_TARGET }],
    client: { overlay: { warnings: false, errors: true } },
  };
}

// Text assets are compressed once at build time, at the slowest and smallest settings, and the server
// sends the .br or .gz sibling the browser accepts: no compression work per request.
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

function precompress(): Array<CompressionPlugin<ZlibOptions> | CompressionPlugin<BrotliOptions>> {
  return [
    new CompressionPlugin<ZlibOptions>({ test: COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin<BrotliOptions>({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      filename: '[path][base].br',
    }),
  ];
}

/** What an app's webpack.config.ts exports: webpack calls it with the CLI's env and argv. */
export type AppConfigFactory = (
  env: unknown,
  argv: { mode?: Configuration['mode'] },
) => Configuration & { devServer: DevServerConfiguration };

/** Writes `files` into the build's output as assets of their own (the dev server serves them too). */
function emitFiles(files: Record<string, string>): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('sd-files', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'sd-files', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [name, content] of Object.entries(files)) compilation.emitAsset(name, new compiler.webpack.sources.RawSource(content));
        });
      });
    },
  };
}

/** The page of a remote run alone (`sd-webpack serve`, or `/remotes/<name>/` of a build): one for every remote. */
const STANDALONE_TEMPLATE = join(__dirname, 'standalone.html');

export function createAppConfig(options: AppOptions): AppConfigFactory {
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    // The shell has a page of its own (src/index.html); a remote shares the standalone one.
    const ownTemplate = join(options.dirname, 'src/index.html');
    const template = existsSync(ownTemplate) ? ownTemplate : STANDALONE_TEMPLATE;
    const facades = facadeAliases(options.dirname);
    return {
      mode: production ? 'production' : 'development',
      context: options.dirname,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // dist/ is what the server hosts; a release builds into a folder of its own (SD_OUTPUT_DIR), so
        // building one never changes what visitors load (docs/architecture.md "Releases").
        path: process.env.SD_OUTPUT_DIR ? resolve(process.env.SD_OUTPUT_DIR) : join(options.dirname, 'dist'),
        // `auto` lets a remote's chunks load from wherever its manifest was published.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // The shared react-router, react-query and jotai/utils are the parts the workspace uses (shared-facade.ts).
        alias: facades,
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new ModuleFederationPlugin(federationOptions(options, production)),
        new HtmlWebpackPlugin({ template, title: 'Shutterday', scriptLoading: 'defer', publicPath: '/' }),
        ...(production ? precompress() : []),
        ...(options.files ? [emitFiles(options.files)] : []),
        // What the release gate compares: the names the facades provide and the names this app imports.
        facadeNamesPlugin(Object.fromEntries(Object.entries(facades).map(([request, file]) => [request.replace(/\$$/, ''), file]))),
      ],
      optimization: {
        // SD_DEBUG_BUILD=1: a production build with React's readable errors, to chase what only
        // production optimisations (tree shaking, concatenation) break.
        ...(process.env.SD_DEBUG_BUILD ? { nodeEnv: 'development' } : {}),
        minimize: production && !process.env.SD_NO_MINIFY,
        minimizer: [new MinimizerPlugin({ minify: { implementation: process.env.SD_MINIFIER === 'esbuild' ? MinimizerPlugin.esbuildMinify : MinimizerPlugin.swcMinify, options: process.env.SD_MINIFY_OPTIONS ? JSON.parse(process.env.SD_MINIFY_OPTIONS) : undefined } })],
      },
      // A release (SD_OUTPUT_DIR) is built without the persistent cache: a restored cache can order a
      // concatenated module differently from a cold build (measured: the same commit's react-query chunk
      // and entry differed), and a release is named by the hash of its bytes, so the same commit must give
      // the same bytes whatever the cache holds (docs/architecture.md "Releases").
      cache: process.env.SD_OUTPUT_DIR ? false : {
        type: 'filesystem',
        cacheDirectory: join(options.dirname, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, join(__dirname, 'shared.ts'), join(__dirname, 'shared-facade.ts'), join(__dirname, 'facade-names.ts')] },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: devServer(options),
    };
  };
}
