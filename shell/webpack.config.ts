import path from 'node:path';
import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      title: 'Alzheimer Nederland',
      runtimePlugins: [path.join(import.meta.dirname, 'src/federation/resilience-plugin.ts')],
    },
    argv,
  );
