import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_search',
      title: 'mf-search',
      exposes: {
        './SearchPage': './src/exposes/search-page.tsx',
        './SearchBar': './src/exposes/search-bar.tsx',
      },
    },
    argv,
  );
