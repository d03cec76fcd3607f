import { shellApi } from '../../../api/shell-api';
import { toStyleRules, type StyleRule } from '../style-rules';

const getInjectedStylesApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getInjectedStyles: build.query<StyleRule[], void>({
      query: () => '/api/drupal/api/asset-injector/css',
      transformResponse: (items: unknown) => toStyleRules(items),
    }),
  }),
});

export const { useGetInjectedStylesQuery } = getInjectedStylesApi;
