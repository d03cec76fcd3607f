import { Suspense } from 'react';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { QueryStatus } from '@alz/shared/ui/query-status';
import { ContentProviders } from '../lib/content-providers';
import { pageKindFor } from '../page-kinds/registry';
import { addContentTranslations } from '../locales';

addContentTranslations();

/** Every content type this remote owns except the home page (ARCHITECTURE.md). */
export default function ContentPage({ node }: PageKindProps) {
  const PageKind = pageKindFor(node.type);
  return (
    <ContentProviders>
      <Suspense fallback={<QueryStatus />}>
        <PageKind node={node} />
      </Suspense>
    </ContentProviders>
  );
}
