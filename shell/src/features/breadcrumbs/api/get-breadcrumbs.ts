import { breadcrumbCall } from '@alz/shared/site/routes';
import { shellApi } from '../../../api/shell-api';
import { toBreadcrumbs, type Breadcrumb } from '../breadcrumb-model';

const getBreadcrumbsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getBreadcrumbs: build.query<Breadcrumb[], string>({
      query: breadcrumbCall,
      transformResponse: toBreadcrumbs,
    }),
  }),
});

export const { useGetBreadcrumbsQuery } = getBreadcrumbsApi;
