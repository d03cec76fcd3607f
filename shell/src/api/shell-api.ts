import { createRemoteApi } from '@alz/shared/api/create-remote-store';

// Endpoints are injected per feature (features/*/api/*.ts), one file per call.
export const shellApi = createRemoteApi('shellApi');
