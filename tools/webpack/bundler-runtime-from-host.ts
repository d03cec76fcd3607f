// A remote's stand-in for @module-federation/webpack-bundler-runtime (bundler.js, which every
// remoteEntry.js imports; create-config.ts puts this file in its place): the bundler runtime's
// functions are the host's, so no remoteEntry.js carries its own copy (about 3 kB gzip each).
// They are stateless (everything they touch comes in as `webpackRequire`), so one copy serves
// every container on the page. What holds state stays the remote's own, as in the package's
// index.js: the federation object, its share scope `S`, and `@module-federation/runtime`, whose
// module keeps "the" instance (shared, a remote's init would take over the shell's). The remote's
// own `initContainerEntry` too: the shell, which exposes nothing, is built without one.
//
// The host provides `_FEDERATION_BUNDLER_RUNTIME` before any remote loads: the shell's runtime
// plugin (shell/src/federation/provide-runtime-plugin.ts) or, on a page without the shell, the
// federation-runtime.js file (federation-runtime-provider.ts). Mirrors 2.9.3's dist/index.js (the same as 2.9.2's):
// check it when @module-federation/enhanced is upgraded.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from 'federation-init-container-entry';

export interface HostBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
}

const host = (globalThis as { _FEDERATION_BUNDLER_RUNTIME?: HostBundlerRuntime })._FEDERATION_BUNDLER_RUNTIME;
if (!host) throw new Error('The federation bundler runtime is missing: load the shell or federation-runtime.js first.');

export const attachShareScopeMap = host.attachShareScopeMap;
export const bundlerRuntime = { ...host.bundlerRuntime, S: {}, initContainerEntry };
export const bundlerRuntimeOptions = {};
export const initOptions = undefined;
export const instance = undefined;
export { runtime };

const federation = {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
export default federation;
