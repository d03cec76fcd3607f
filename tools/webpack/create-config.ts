import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ConsumeSharedPlugin, ProvideSharedPlugin } from '@module-federation/enhanced';
import webpack, { type Configuration } from 'webpack';
import { alzOnDemandChunk, alzSearchFiles, alzSharedFiles, alzSignupFiles } from './alz-shared-chunks';
import { AlzSharedGroupsPlugin } from './alz-shared-groups';
import { DropRedundantRuntimePlugin } from './drop-redundant-runtime';
import { FederationRuntimeProviderPlugin } from './federation-runtime-provider';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks';

const require = createRequire(import.meta.url);
const reactVersion = '19.3.1';
const reactI18nextVersion = '17.1.13';
const reactReduxVersion = '9.3.1';
const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
const reactI18nextDist = path.join(path.dirname(require.resolve('react-i18next/package.json')), 'dist');
const reactReduxDist = path.join(path.dirname(require.resolve('react-redux/package.json')), 'dist');
// @alz/shared's groups, each shared as one module (alz-shared-groups.ts).
const alzSharedGroups = path.resolve(import.meta.dirname, '../../shared/src/groups');
const bundlerRuntimeDist = path.join(
  path.dirname(require.resolve('@module-federation/webpack-bundler-runtime/package.json')),
  'dist',
);

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

interface SharedConfig {
  singleton: boolean;
  requiredVersion: string | false;
  strictVersion?: boolean;
  version?: string;
  import?: string;
}

// Every package that holds module-level state (React's dispatcher, the router context, the
// i18next instance, the event bus) must exist once on the page, so all are singletons.
// `requiredVersion: false` for workspace packages: they are versioned by the monorepo.
function sharedSingletons(): Record<string, SharedConfig> {
  const exact = (version: string) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  return {
    react: exact(reactVersion),
    'react/': exact(reactVersion),
    'react-dom': exact(reactVersion),
    'react-dom/': exact(reactVersion),
    // React Router is shared through its one door, `@alz/shared/router` (below), which keeps only
    // the parts the apps use; sharing the package itself would ship all of it.
    // The package without `connect` (react-redux-door.ts).
    'react-redux': {
      singleton: true,
      requiredVersion: reactReduxVersion,
      version: reactReduxVersion,
      import: path.join(import.meta.dirname, 'react-redux-door.ts'),
    },
    i18next: { singleton: true, requiredVersion: '26.7.2' },
    // The package without its translation components on the first load (react-i18next-door.ts).
    'react-i18next': {
      singleton: true,
      requiredVersion: reactI18nextVersion,
      version: reactI18nextVersion,
      import: path.join(import.meta.dirname, 'react-i18next-door.ts'),
    },
    // @alz/shared is shared as its few groups, not module by module (alz-shared-groups.ts).
    '@alz/shared/groups/': { singleton: true, requiredVersion: false },
  };
}

/**
 * What a remote asks the page for: the shared packages, each with the remote's own copy as the
 * fallback when the page has none (its stand-alone page, the picker inside a CMS page). The
 * version is what a provider states, so it is not part of asking.
 */
function consumedSingletons() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([key, { version: _version, ...config }]) => [key, config]),
  );
}

// @alz/shared's groups: provided for the remotes, never asked for by the shell itself.
const isAlzShared = (key: string) => key.startsWith('@alz/shared');

/**
 * What the shell shares: the packages it provides and takes from the page too (so the share
 * scope shows the one React in use), and @alz/shared, which it only provides (below).
 */
function shellShared() {
  return Object.fromEntries(Object.entries(sharedSingletons()).filter(([key]) => !isAlzShared(key)));
}

/**
 * @alz/shared's groups as the shell provides them (as SharePlugin would): the shell imports
 * @alz/shared as it is, not through the share scope, since what it provides is what it would get
 * back (it is loaded first, and remotes provide nothing). Its main.js then has no table of consumed
 * modules and its start asks the share scope for none of them.
 */
function providedAlzShared() {
  return Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([key]) => isAlzShared(key))
      .map(([key, config]) => [key, { ...config, shareKey: key, request: key }]),
  );
}

// A module's file as splitChunks' `test` reads it (a CSS file's own module included).
type SplitModule = { nameForCondition?: () => string | null };
const alzOnDemandChunkOf = (module: SplitModule) => alzOnDemandChunk(module.nameForCondition?.() ?? '');

export function createFederatedConfig(options: FederatedAppOptions, argv: { mode?: string }): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  // The shell loads the federation runtime once for the page; every remote uses that one.
  const remote = Object.keys(options.exposes ?? {}).length > 0;
  // The shell's chunks that load after the page shows, named where they are imported.
  const lateChunks = ['error-reporting', 'dompurify', 'react-i18next-trans'];
  const textAssets = /\.(js|css|html|json|svg|map)$/;
  return {
    mode: production ? 'production' : 'development',
    // A second build with nothing changed reads its modules from here instead of compiling again.
    cache: {
      type: 'filesystem',
      name: `${options.name}-${production ? 'production' : 'development'}`,
      cacheDirectory: path.join(options.dir, 'node_modules/.cache/webpack'),
      // Every file of tools/webpack (the plugins this config uses too) and the app's own config.
      // The group files too: they say what a remote's import of @alz/shared becomes.
      buildDependencies: {
        config: [`${import.meta.dirname}/`, path.join(options.dir, 'webpack.config.ts'), `${alzSharedGroups}/`],
      },
    },
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      // Hashed in development too: the shell has two chunks named after react-i18next's Trans (its
      // share and its fallback), which '[name].js' wrote to one file ("Conflict: Multiple assets").
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        // The packages themselves, for the files federation shares in their place
        // (react-i18next-door.ts, react-redux-door.ts).
        'react-i18next-unshared$': path.join(reactI18nextDist, 'es/index.js'),
        'react-redux-unshared$': path.join(reactReduxDist, 'react-redux.mjs'),
        // react-i18next's useTranslation imports the shim for React before 18; React 19 has the
        // hook, which the shim hands out anyway, so its fallback (about 0.2 kB gzip) is dead code.
        'use-sync-external-store/shim$': path.join(import.meta.dirname, 'use-sync-external-store-shim.ts'),
        // The one function of the bundler runtime a remote keeps (bundler-runtime-from-host.ts).
        'federation-init-container-entry$': path.join(bundlerRuntimeDist, 'initContainerEntry.js'),
        // react-router's package exports only its development build (with its warnings); the
        // production build sits beside it.
        ...(production
          ? {
              'react-router$': path.join(routerDist, 'production/index.mjs'),
              'react-router/dom$': path.join(routerDist, 'production/dom-export.mjs'),
            }
          : {}),
      },
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
            // Production: CSS in files per chunk, loaded with its chunk (the chunk waits for it, so
            // nothing shows unstyled); development: injected, for quick rebuilds.
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
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
      // The shell provides the shared packages to every remote. Each would be a chunk of its own
      // (one request per package and per module of @alz/shared, about 30 on a first load), so the
      // shell puts them in two files: the framework and @alz/shared, and @alz/shared's modules that
      // load on demand in a few more (its groups, shared/src/groups, follow these files). A remote
      // keeps its own copies apart: they are only fallbacks, loaded when the shell did not provide
      // one.
      splitChunks: remote
        ? false
        : {
            chunks: 'async',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              framework: {
                // Every package the shell's start needs (with react-i18next-door.ts,
                // react-redux-door.ts and use-sync-external-store-shim.ts, which are those packages
                // on the page); what loads later (error reporting with Sentry, DOMPurify,
                // react-i18next's Trans) stays in its own chunk.
                // altcha-lib is left where a form that is sent loads it (proof-of-work.ts).
                test: /[\\/]node_modules[\\/](?!altcha-lib[\\/])|[\\/](react-(i18next|redux)-door|use-sync-external-store-shim)\.ts$/,
                chunks: (chunk) => !chunk.canBeInitial() && !lateChunks.includes(chunk.name ?? ''),
                name: 'framework',
                enforce: true,
                priority: 20,
              },
              // The search bars' slot and what only it and the not-found page use load with them
              // (a page that has a search bar), not with every page.
              alzSearch: {
                test: alzSearchFiles,
                name: 'alz-search',
                enforce: true,
                priority: 15,
              },
              // The national newsletter form loads when a sign-up comes near (the footer's, mostly)
              // or with a page that has a newsletter block, not with every page, and with it the
              // form kit and the e-mail sign-up it is built on, which every other form uses too
              // (the regional sign-up, the application form, the picker's upload): a page without
              // a form, like the home page, leaves them out.
              alzSignup: {
                test: alzSignupFiles,
                name: 'alz-signup',
                enforce: true,
                priority: 15,
              },
              // Pieces no page opens with load when one is first used, each group in a file of its
              // own: the video player (with the first video), the modal and the lightbox (with the
              // first dialog or gallery), the utility bar and its share menu (with a page other
              // than the home page, utility-bar-slot.tsx).
              alzOnDemand: {
                test: (module: SplitModule) => alzOnDemandChunkOf(module) !== undefined,
                name: alzOnDemandChunkOf,
                enforce: true,
                priority: 15,
              },
              alzShared: { test: alzSharedFiles, name: 'alz-shared', enforce: true, priority: 10 },
            },
          },
    },
    performance: { hints: false },
    plugins: [
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
            // Served as they are by the local server and nginx (`preCompressed`, `gzip_static`).
            new CompressionPlugin({
              test: textAssets,
              threshold: 1024,
              algorithm: 'gzip',
              filename: '[path][base].gz',
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: textAssets,
              threshold: 1024,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        // The shell provides every shared package to the page (and is loaded first); a remote
        // only consumes them (below), so its remoteEntry.js carries no table of what it could
        // provide (about 1 kB gzip with @alz/shared's sub-paths).
        shared: remote ? {} : shellShared(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: options.runtimePlugins ?? [],
        experiments: {
          ...(remote ? { externalRuntime: true } : {}),
          // Leaves the runtime's Node.js code out of the browser bundles.
          // Remotes are registered by their remoteEntry.js (no manifest round trip first), so the
          // runtime's manifest (snapshot) handling is left out too.
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      new DropRedundantRuntimePlugin(),
      ...(remote
        ? [
            new FederationRuntimeProviderPlugin(production),
            // The bundler runtime's functions come from the host as well (bundler-runtime-from-host.ts).
            new webpack.NormalModuleReplacementPlugin(
              /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
              path.join(import.meta.dirname, 'bundler-runtime-from-host.ts'),
            ),
            new ConsumeSharedPlugin({ consumes: consumedSingletons(), shareScope: 'default' }),
            // An import of a module of @alz/shared asks for its group.
            new AlzSharedGroupsPlugin(alzSharedGroups, options.dir),
          ]
        : [new ProvideSharedPlugin({ provides: providedAlzShared(), shareScope: 'default' })]),
      // The shell's start: its bootstrap chunk and the two files of shared packages (see
      // splitChunks) are fetched with main.js, not one round trip after it.
      ...(!remote && production ? [new PreloadStartupChunksPlugin(['bootstrap', 'framework', 'alz-shared'])] : []),
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
      // An app's public/ folder is served as it is, e.g. mf-picker's CMS demo page.
      ...(fs.existsSync(path.join(options.dir, 'public'))
        ? [new CopyPlugin({ patterns: [{ from: path.join(options.dir, 'public') }] })]
        : []),
    ],
    stats: 'errors-warnings',
    // The manifest plugin warns on every build that publicPath 'auto' resolves at run time, which
    // is exactly what we want; real problems still arrive as errors.
    infrastructureLogging: { level: 'error' },
  };
}
