import type { PageKindProps } from '@alz/shared/wire/drupal';
import { contentPageKind } from '../lib/page/content-page-kind';
import { pageKindFor } from '../page-kinds/registry';

/**
 * Every content type this remote owns except the home page (ARCHITECTURE.md), dispatched on the
 * node's type. The shell sends a news article to its own module (news-page.tsx); a shell of before
 * it sends news here too.
 */
function AnyContentPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return <PageKind node={node} />;
}

export default contentPageKind(AnyContentPage);
