import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_regions',
      title: 'mf-regions',
      exposes: {
        './RegionPage': './src/exposes/region-page.tsx',
        // Each other page kind on its own, so its code comes with the module the shell loads
        // (@alz/shared/ui/page-kind-module).
        './ActivityPage': './src/exposes/activity-page.tsx',
        './LocationPage': './src/exposes/location-page.tsx',
        './LocationSearchPage': './src/exposes/location-search-page.tsx',
        './OverDeRegioPage': './src/exposes/over-de-regio-page.tsx',
        './RegionalItemPage': './src/exposes/regional-item-page.tsx',
        './RegionOverviewPage': './src/exposes/region-overview-page.tsx',
        './RegionSearch': './src/exposes/region-search.tsx',
        './LocationOverview': './src/exposes/location-overview.tsx',
        './ActivityBlock': './src/exposes/activity-block.tsx',
      },
    },
    argv,
  );
