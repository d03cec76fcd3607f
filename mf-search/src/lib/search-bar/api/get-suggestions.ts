import { searchApi } from '../../../store';
import { toSuggestions, type Suggestion } from '../suggestion-model';

const suggestionsApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<Suggestion[], string>({
      query: (prefix) => `/api/v1/es/suggest?${new URLSearchParams({ query: prefix })}`,
      transformResponse: toSuggestions,
      // Typing back and forth asks for the same prefixes again: keep them a while.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetSuggestionsQuery } = suggestionsApi;
