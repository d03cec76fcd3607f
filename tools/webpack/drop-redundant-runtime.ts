import { createRequire } from 'node:module';
import type { Compiler, RuntimeModule } from 'webpack';

const require = createRequire(import.meta.url);
// webpack's own runtime module for the share scope: not part of webpack's public API.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule') as new () => RuntimeModule;
const isWebpackShareRuntime = (module: RuntimeModule): boolean => module instanceof WebpackShareRuntimeModule;
// The names of the runtime modules a ConsumeSharedPlugin adds (federation's, and webpack's own).
const consumeSharedRuntime = ['consumes', 'sharing'];

/**
 * Leaves out runtime code that another runtime module of the same chunk makes redundant:
 *
 * - webpack adds its own share-scope runtime wherever a chunk uses the share scope, and the
 *   federation plugin adds its runtime beside it, which replaces webpack's `__webpack_require__.I`
 *   when the chunk starts. webpack's copy still carries a registration call for every provided
 *   module: in the shell's main.js some 90 of them (about 9 kB minified, 1 kB gzip) that never run.
 *   This leaves it out of a chunk that has the federation's; a chunk without one keeps webpack's.
 * - Every ConsumeSharedPlugin adds its consumes and share-scope runtime to every runtime chunk, and
 *   a remote has two: the federation plugin's own and the one create-config.ts adds for what the
 *   remote takes from the page. Each copy of the consumes runtime carries the whole table of
 *   consumed modules and the chunks that need them, and the second only overwrites the first
 *   (about 8 kB minified, 1.4 kB gzip of mf-content's remoteEntry.js). The first one stays.
 */
export class DropRedundantRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DropRedundantRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('DropRedundantRuntimePlugin', (module, chunk) => {
        const others = () =>
          [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((other) => other !== module);
        if (isWebpackShareRuntime(module)) {
          const generate = module.generate.bind(module);
          module.generate = () => (others().some((other) => other.name === 'sharing') ? null : generate());
          return;
        }
        // The hook runs as each is added: one that finds another of its kind in the chunk is a copy.
        if (!consumeSharedRuntime.includes(module.name)) return;
        const copy = others().some((other) => other.constructor === module.constructor && other.name === module.name);
        if (copy) module.generate = () => null;
      });
    });
  }
}
