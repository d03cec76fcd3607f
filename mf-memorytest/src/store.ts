import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const memoryTestApi = createRemoteApi('memoryTestApi');

export const makeStore = () => createRemoteStore(memoryTestApi);
export const store = makeStore();
