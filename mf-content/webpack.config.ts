import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_content',
      title: 'mf-content',
      exposes: {
        './HomePage': './src/exposes/home-page.tsx',
        './ContentPage': './src/exposes/content-page.tsx',
        './BlockRenderer': './src/exposes/block-renderer.tsx',
        './NewsOverview': './src/exposes/news-overview.tsx',
      },
    },
    argv,
  );
