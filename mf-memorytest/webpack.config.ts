import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_memorytest',
      title: 'mf-memorytest',
      exposes: {
        './MemoryTest': './src/exposes/memory-test.tsx',
        './ResultPage': './src/exposes/result-page.tsx',
      },
    },
    argv,
  );
