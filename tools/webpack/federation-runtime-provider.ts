import { build } from 'esbuild';
import webpack, { type Compiler } from 'webpack';

/** The file the plugin writes, and that a remote's stand-alone page loads before its `main.js`. */
export const federationRuntimeFile = 'federation-runtime.js';

// The global name `experiments.externalRuntime` makes a remote read the runtime from, and the one
// bundler-runtime-from-host.ts reads the bundler runtime's functions from.
const source = `import * as core from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
globalThis._FEDERATION_RUNTIME_CORE ??= core;
globalThis._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };`;

/**
 * A remote is built with `experiments.externalRuntime`: its `remoteEntry.js` uses the federation
 * runtime the shell already loaded instead of carrying a copy (about 25 kB gzip each), and the
 * bundler runtime's functions too (bundler-runtime-from-host.ts). Pages
 * without the shell (a remote's stand-alone page, the picker inside a CMS page) load this small
 * script first, which provides the same runtime. It is bundled by esbuild on its own, because
 * inside this compilation the runtime's package is, by design, an external.
 */
export class FederationRuntimeProviderPlugin {
  constructor(private readonly minify: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FederationRuntimeProviderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FederationRuntimeProviderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            stdin: { contents: source, resolveDir: compiler.context, loader: 'js' },
            bundle: true,
            format: 'iife',
            platform: 'browser',
            target: 'es2022',
            minify: this.minify,
            write: false,
            legalComments: 'none',
            define: { 'process.env.NODE_ENV': JSON.stringify(this.minify ? 'production' : 'development') },
          });
          compilation.emitAsset(federationRuntimeFile, new webpack.sources.RawSource(result.outputFiles[0]!.text));
        },
      );
    });
  }
}
