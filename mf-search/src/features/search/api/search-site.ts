import { searchApi } from '../../../api';
import { toSearchResults, type Pillar, type SearchResult } from '../search-model';

const searchSiteApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchResult[], { term: string; pillar: Pillar }>({
      query: ({ term, pillar }) => `/api/v1/es/search?${new URLSearchParams({ query: term, contentType: pillar })}`,
      transformResponse: toSearchResults,
    }),
  }),
});

export const { useSearchSiteQuery } = searchSiteApi;
