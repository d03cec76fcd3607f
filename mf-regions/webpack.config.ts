import { exposeFiles } from '@alz/shared/site/routes';
import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_regions',
      title: 'mf-regions',
      // Every module of the route manifest's remoteModules (@alz/shared/site/routes).
      exposes: exposeFiles('mf_regions'),
    },
    argv,
  );
