import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { asyncResultBaseQuery } from './rtk-base-query';

/**
 * Each remote owns one store and one RTK Query api (ARCHITECTURE.md, "State"); endpoints are
 * injected per feature file. The reducer path carries the remote's name so two stores never
 * look alike in the devtools.
 */
export function createRemoteApi(reducerPath: string) {
  return createApi({ reducerPath, baseQuery: asyncResultBaseQuery, endpoints: () => ({}) });
}

export function createRemoteStore(api: ReturnType<typeof createRemoteApi>) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
