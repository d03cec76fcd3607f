import path from 'node:path';
import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      title: 'Alzheimer Nederland',
      runtimePlugins: [
        path.join(import.meta.dirname, 'src/federation/resilience-plugin.ts'),
        // The federation runtime the remotes use (they are built with `externalRuntime`).
        path.join(import.meta.dirname, 'src/federation/provide-runtime-plugin.ts'),
      ],
      // spec 2 §4: the static page a critical load failure redirects to, one per brand.
      extraPages: ['alz', 'dem', 'sdv'].map((brand) => ({
        template: path.join(import.meta.dirname, 'src/offline.html'),
        filename: `${brand}-offline.html`,
      })),
    },
    argv,
  );
