import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * Gives the remotes (built with `experiments.externalRuntime`) the shell's federation runtime, so
 * no remoteEntry.js carries its own copy. Unlike the library's `provideExternalRuntime`, which
 * hands over the whole package and so keeps all of it in main.js, this hands over only what a
 * remote's runtime reads from it: the named imports of @module-federation/runtime and
 * webpack-bundler-runtime 2.9.2. Check this list when @module-federation/enhanced is upgraded: a
 * name missing here fails every remote, which every end-to-end test would show.
 *
 * The bundler runtime's functions go along (the shell's main.js has them anyway), which a remote
 * takes instead of its own copy (tools/webpack/bundler-runtime-from-host.ts).
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      const global = Global as unknown as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE ??= {
        CurrentGlobal,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        loadScriptNode,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      global._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
