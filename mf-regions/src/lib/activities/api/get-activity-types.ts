import { regionsApi } from '../../../store';
import { toNames } from '../activity-model';

const termNames = (answer: unknown) =>
  toNames(Array.isArray(answer) ? answer.map((term) => (term && typeof term === 'object' ? term.name : term)) : []);

const api = regionsApi.injectEndpoints({
  endpoints: (build) => ({
    // Every activity type of the site, for the by-type listing whose list does not depend on a place.
    getActivityTypes: build.query<string[], void>({
      query: () => '/api/drupal/api/taxonomies/activity_type',
      transformResponse: termNames,
    }),
  }),
});

export const { useGetActivityTypesQuery } = api;
