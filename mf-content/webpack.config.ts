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
        // A news article on its own, so its code comes with the module the shell loads
        // (@alz/shared/ui/page-kind-module). The other lazy kinds of ContentPage (news overviews,
        // the bookcase) are one page each: each module more costs every page's first load about
        // 50 bytes in this remoteEntry.js.
        './NewsPage': './src/exposes/news-page.tsx',
        './BlockRenderer': './src/exposes/block-renderer.tsx',
        './NewsOverview': './src/exposes/news-overview.tsx',
      },
    },
    argv,
  );
