import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNode } from '../api/use-node';
import { LoadStatus } from './load-status';
import type { DrupalNode } from '../wire/drupal';

interface Props {
  /** Shown at `/`, where a remote on its own port has no page of its own. */
  fallbackPath: string;
  render: (node: DrupalNode) => ReactNode;
}

/** A remote's stand-alone page: loads the node at the current path and renders one page kind. */
export function StandaloneNode({ fallbackPath, render }: Props) {
  const { pathname } = useLocation();
  const node = useNode(pathname === '/' ? fallbackPath : pathname);
  if (node.kind !== 'loaded') return <LoadStatus data={node} notFoundAsPage />;
  return <>{render(node.value)}</>;
}
