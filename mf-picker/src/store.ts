import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

// One store per remote (ARCHITECTURE.md, "State"); endpoints are injected per feature file.
export const pickerApi = createRemoteApi('pickerApi');

export const makeStore = () => createRemoteStore(pickerApi);
export const store = makeStore();
