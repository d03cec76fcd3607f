import { memoryTestApi } from '../../../store';
import type { TestKind } from '../../../lib/test-kind';
import { toMemoryTestTexts, type MemoryTestText } from '../result-model';

const api = memoryTestApi.injectEndpoints({
  endpoints: (build) => ({
    /** The api's memory-test texts of one kind (spec 1 §3), in their order. */
    getMemoryTestTexts: build.query<MemoryTestText[], TestKind>({
      query: (kind) => `/api/v1/memory-test/texts?kind=${kind}`,
      transformResponse: toMemoryTestTexts,
    }),
  }),
});

export const { useGetMemoryTestTextsQuery } = api;
