import { createRemoteApi, createRemoteStore } from '@alz/shared/api/create-remote-store';

export const searchApi = createRemoteApi('searchApi');
export const store = createRemoteStore(searchApi);
