import { createRemoteStore } from '@alz/shared/api/create-remote-store';
import { shellApi } from './api/shell-api';

export const createStore = () => createRemoteStore(shellApi);
export const store = createStore();
