import { apiGet } from './api-client';
import { firstNode, nodeUrl } from './node-url';
import { useRemoteData } from '../async/use-remote-data';
import type { DrupalNode } from '../wire/drupal';
import type { RemoteData } from '../async/remote-data';

/** Loads the content node at a path alias, e.g. for a remote's stand-alone page. */
export function useNode(path: string): RemoteData<DrupalNode> {
  return useRemoteData((signal) => apiGet(nodeUrl(path), { signal }, { parse: firstNode }), [path]);
}
