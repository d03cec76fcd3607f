import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const searchApi = createRemoteApi('searchApi');

export const makeStore = () => createRemoteStore(searchApi);
export const store = makeStore();
