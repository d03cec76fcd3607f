import type { createRemoteApi } from './create-remote-store';
import { firstNode, nodeUrl } from './node-url';
import type { DrupalNode } from '../wire/drupal';

/** Adds `getNode(path)`, the content node at a path alias, to a remote's RTK Query api. */
export function withNodeEndpoint(api: ReturnType<typeof createRemoteApi>) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getNode: build.query<DrupalNode, string>({
        query: (path) => nodeUrl(path),
        transformResponse: (answer: unknown) => firstNode(answer),
      }),
    }),
  });
}
