import type { PageKindProps } from '@alz/shared/wire/drupal';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';
import { pageKindFor } from '../page-kinds/registry';

/**
 * Every content type this remote owns (ARCHITECTURE.md), dispatched on the node's type. The
 * shell sends the region page here, and the other kinds to their own modules (activity-page.tsx
 * and the others beside it); a shell of before those modules sends them all here.
 */
function AnyRegionalPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return <PageKind node={node} />;
}

export default regionalPageKind(AnyRegionalPage);
