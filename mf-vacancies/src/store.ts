import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const vacanciesApi = createRemoteApi('vacanciesApi');

export const makeStore = () => createRemoteStore(vacanciesApi);
export const store = makeStore();
