import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const regionsApi = createRemoteApi('regionsApi');

export const makeStore = () => createRemoteStore(regionsApi);
export const store = makeStore();
