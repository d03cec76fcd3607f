import { Suspense } from 'react';
import { Provider } from 'react-redux';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { QueryStatus } from '@alz/shared/ui/query-status';
import { pageKindFor } from '../page-kinds/registry';
import { addRegionTranslations } from '../locales';
import { store } from '../store';

addRegionTranslations();

/** Every content type this remote owns (ARCHITECTURE.md), dispatched on the node's type. */
export default function RegionPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return (
    <Provider store={store}>
      <Suspense fallback={<QueryStatus />}>
        <PageKind node={node} />
      </Suspense>
    </Provider>
  );
}
