import { useEffect, useMemo, useState } from 'react';
import { knownNodePaths, nodeLinkPaths, resolveNodePaths, rewriteNodeLinks } from './node-links';

/**
 * Sanitised HTML with its `node/...` links replaced by real paths (spec 2 §7). Until the
 * answers arrive the links keep their node address; paths known from earlier in the visit are
 * used at once.
 */
export function useNodeLinks(cleanHtml: string): string {
  const nodePaths = useMemo(() => nodeLinkPaths(cleanHtml), [cleanHtml]);
  const key = nodePaths.join('\n');
  const [resolved, setResolved] = useState(() => knownNodePaths(nodePaths));

  useEffect(() => {
    if (key === '') return undefined;
    let current = true;
    void resolveNodePaths(key.split('\n')).then((paths) => {
      if (current) setResolved(paths);
    });
    return () => {
      current = false;
    };
  }, [key]);

  return useMemo(
    () => (nodePaths.length === 0 ? cleanHtml : rewriteNodeLinks(cleanHtml, resolved)),
    [cleanHtml, nodePaths, resolved],
  );
}
