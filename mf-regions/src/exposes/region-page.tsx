import type { PageKindProps } from '@alz/shared/wire/drupal';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';
import { pageKindFor } from '../page-kinds/registry';

/**
 * The content types the route manifest sends to RegionPage (@alz/shared/site/routes), dispatched
 * on the node's type; every other regional kind has a module of its own beside this one.
 */
function AnyRegionalPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return <PageKind node={node} />;
}

export default regionalPageKind(AnyRegionalPage);
