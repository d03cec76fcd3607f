import { shellApi } from '../../../api/shell-api';
import { toBreadcrumbs, type Breadcrumb } from '../breadcrumb-model';

const getBreadcrumbsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getBreadcrumbs: build.query<Breadcrumb[], string>({
      query: (path) => `/api/drupal/api/breadcrumb?${new URLSearchParams({ path })}`,
      transformResponse: toBreadcrumbs,
    }),
  }),
});

export const { useGetBreadcrumbsQuery } = getBreadcrumbsApi;
