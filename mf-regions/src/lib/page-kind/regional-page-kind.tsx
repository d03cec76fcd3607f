import { Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { QueryStatus } from '@alz/shared/ui/query-status';
import { addRegionTranslations } from '../../locales';
import { store } from '../../store';

/**
 * A page kind of this remote as the shell shows it: with this remote's texts and store, and a
 * loading text while a part of it loads later. Each page kind is exposed on its own
 * (webpack.config.ts), so its code comes with the module the shell loads for the node's type
 * (shell/src/routes/page-kinds.ts) instead of one round trip after it; RegionPage still shows
 * every kind, for a shell that sends them all there.
 */
export function regionalPageKind(PageKind: ComponentType<PageKindProps>): ComponentType<PageKindProps> {
  addRegionTranslations();
  function RegionalPageKind({ node }: PageKindProps) {
    return (
      <Provider store={store}>
        <Suspense fallback={<QueryStatus />}>
          <PageKind node={node} />
        </Suspense>
      </Provider>
    );
  }
  RegionalPageKind.displayName = `RegionalPageKind(${PageKind.displayName ?? PageKind.name})`;
  return RegionalPageKind;
}
