import { createRequire } from 'node:module';
import type { Compiler, RuntimeModule } from 'webpack';

const require = createRequire(import.meta.url);
// webpack's own runtime module for the share scope: not part of webpack's public API.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule') as new () => RuntimeModule;

/**
 * webpack adds its own share-scope runtime wherever a chunk uses the share scope, and the
 * federation plugin adds its runtime beside it, which replaces webpack's `__webpack_require__.I`
 * when the chunk starts. webpack's copy still carries a registration call for every provided
 * module: in the shell's main.js some 90 of them (about 9 kB minified, 1 kB gzip) that never run.
 * This leaves it out of a chunk that has the federation's; a chunk without one keeps webpack's.
 */
export class DropReplacedShareRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DropReplacedShareRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('DropReplacedShareRuntimePlugin', (module, chunk) => {
        if (!(module instanceof WebpackShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const replaced = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
            (other) => other !== module && other.name === 'sharing',
          );
          return replaced ? null : generate();
        };
      });
    });
  }
}
