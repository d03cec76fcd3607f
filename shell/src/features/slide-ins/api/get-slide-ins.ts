import { shellApi } from '../../../api/shell-api';
import { toSlideIns, type SlideInModel } from '../slide-in-model';

const getSlideInsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getSlideIns: build.query<SlideInModel[], void>({
      query: () => '/api/drupal/api/slideins',
      transformResponse: (items: unknown) => toSlideIns(items),
    }),
  }),
});

export const { useGetSlideInsQuery } = getSlideInsApi;
