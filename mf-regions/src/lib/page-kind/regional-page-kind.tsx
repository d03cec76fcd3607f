import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { pageKindModule } from '@alz/shared/ui/page-kind-module';
import { addRegionTranslations } from '../../locales';
import { store } from '../../store';

function RegionProviders({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A page kind of this remote as a module of its own (webpack.config.ts), with this remote's texts
 * and store; RegionPage still shows every kind, for a shell that sends them all there.
 */
export function regionalPageKind(PageKind: ComponentType<PageKindProps>): ComponentType<PageKindProps> {
  addRegionTranslations();
  return pageKindModule(PageKind, RegionProviders);
}
