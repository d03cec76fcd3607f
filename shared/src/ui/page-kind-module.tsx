import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { PageKindProps } from '../wire/drupal';
import { QueryStatus } from './query-status';

/**
 * A remote's page kind as the module the shell loads for a node's type
 * (@alz/shared/site/routes): inside the remote's providers (its own store), with a
 * loading text while a part of it loads later. A remote exposes each page kind on its own, so
 * the kind's code comes with that module: behind a second `React.lazy` inside the module it
 * came one round trip later, and React shows a part that arrives after a loading text no sooner
 * than 300 ms after that text (docs/architecture.md, "How a page loads").
 */
export function pageKindModule(
  PageKind: ComponentType<PageKindProps>,
  Providers: ComponentType<{ children: ReactNode }>,
): ComponentType<PageKindProps> {
  function PageKindModule({ node }: PageKindProps) {
    return (
      <Providers>
        <Suspense fallback={<QueryStatus />}>
          <PageKind node={node} />
        </Suspense>
      </Providers>
    );
  }
  return PageKindModule;
}
