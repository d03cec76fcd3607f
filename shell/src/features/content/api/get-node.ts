import type { DrupalNode } from '@alz/shared/wire/drupal';
import { firstNode, nodeUrl } from '@alz/shared/api/node-url';
import { shellApi } from '../../../api/shell-api';

const getNodeApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getNode: build.query<DrupalNode, string>({
      query: nodeUrl,
      transformResponse: firstNode,
    }),
  }),
});

export const { useGetNodeQuery } = getNodeApi;
