import type { PageKindProps } from '@alz/shared/wire/drupal';
import { contentPageKind } from '../lib/page/content-page-kind';
import { pageKindFor } from '../page-kinds/registry';

/**
 * The content types the route manifest sends to ContentPage (@alz/shared/site/routes), dispatched
 * on the node's type; the home page and a news article have modules of their own.
 */
function AnyContentPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return <PageKind node={node} />;
}

export default contentPageKind(AnyContentPage);
