import type { DrupalNode } from '@alz/shared/wire/drupal';
import { firstNode } from '@alz/shared/api/node-url';
import { shellApi } from '../../../api/shell-api';

const getPreviewApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getPreview: build.query<DrupalNode, string>({
      query: (key) => `/api/drupal/api/preview/${key}`,
      transformResponse: firstNode,
    }),
  }),
});

export const { useGetPreviewQuery } = getPreviewApi;
