import { searchApi } from '../../../store';
import { toSearchPage, type Pillar, type SearchPage } from '../search-model';

const searchSiteApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchPage, { term: string; pillar: Pillar; page: number }>({
      // The visible page counts from 1, the api's from 0 (spec 1 §7); page 1 sends none.
      query: ({ term, pillar, page }) =>
        `/api/v1/es/search?${new URLSearchParams({ query: term, contentType: pillar, ...(page > 1 ? { page: String(page - 1) } : {}) })}`,
      transformResponse: toSearchPage,
    }),
  }),
});

export const { useSearchSiteQuery } = searchSiteApi;
