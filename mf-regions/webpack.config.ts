import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_regions',
      title: 'mf-regions',
      exposes: {
        './RegionPage': './src/exposes/region-page.tsx',
        './RegionSearch': './src/exposes/region-search.tsx',
        './LocationOverview': './src/exposes/location-overview.tsx',
        './ActivityBlock': './src/exposes/activity-block.tsx',
      },
    },
    argv,
  );
