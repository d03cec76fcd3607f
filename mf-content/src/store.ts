import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const contentApi = createRemoteApi('contentApi');

export const makeStore = () => createRemoteStore(contentApi);
export const store = makeStore();
