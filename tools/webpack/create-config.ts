import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';

const require = createRequire(import.meta.url);
const reactVersion = '19.3.1';

export interface FederatedAppOptions {
  /** Workspace folder, e.g. the directory holding webpack.config.ts. */
  dir: string;
  /** Federation name: a JS identifier such as `mf_content`. */
  name: string;
  exposes?: Record<string, string>;
  /** Runtime plugins (module paths) for hosts that load remotes. */
  runtimePlugins?: string[];
  /** Page title of the stand-alone index.html. */
  title: string;
  /** Static pages emitted as they are, without scripts (the shell's offline page, spec 2 §4). */
  extraPages?: { template: string; filename: string }[];
}

// Every package that holds module-level state (React's dispatcher, the router context, the
// i18next instance, the event bus) must exist once on the page, so all are singletons.
// `requiredVersion: false` for workspace packages: they are versioned by the monorepo.
function sharedSingletons() {
  const exact = (version: string) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  return {
    react: exact(reactVersion),
    'react/': exact(reactVersion),
    'react-dom': exact(reactVersion),
    'react-dom/': exact(reactVersion),
    'react-router': { singleton: true, requiredVersion: '7.18.5' },
    'react-router-dom': { singleton: true, requiredVersion: '7.18.5' },
    'react-redux': { singleton: true, requiredVersion: '9.3.1' },
    i18next: { singleton: true, requiredVersion: '26.7.2' },
    'react-i18next': { singleton: true, requiredVersion: '17.1.13' },
    '@alz/shared': { singleton: true, requiredVersion: false as const },
    '@alz/shared/': { singleton: true, requiredVersion: false as const },
  };
}

export function createFederatedConfig(options: FederatedAppOptions, argv: { mode?: string }): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? `${options.name}-[hash:base64:6]` : '[path][name]__[local]',
                },
              },
            },
          ],
        },
      ],
    },
    optimization: {
      runtimeChunk: false,
      // swc's minifier: several times faster than terser on the two-core build machines.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      // The federation container manages shared chunks; splitting vendors again only adds requests.
      splitChunks: false,
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: options.runtimePlugins ?? [],
      }),
      new HtmlWebpackPlugin({
        template: fs.existsSync(path.join(options.dir, 'src/index.html'))
          ? path.join(options.dir, 'src/index.html')
          : path.join(import.meta.dirname, 'standalone.html'),
        title: options.title,
        chunks: ['main'],
        // Pages live at deep paths (/regios/utrecht); chunks still resolve via publicPath 'auto'.
        publicPath: '/',
      }),
      ...(options.extraPages ?? []).map(
        (page) => new HtmlWebpackPlugin({ template: page.template, filename: page.filename, inject: false }),
      ),
    ],
    stats: 'errors-warnings',
    // The manifest plugin warns on every build that publicPath 'auto' resolves at run time, which
    // is exactly what we want; real problems still arrive as errors.
    infrastructureLogging: { level: 'error' },
  };
}
