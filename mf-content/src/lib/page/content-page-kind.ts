import type { ComponentType } from 'react';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { pageKindModule } from '@alz/shared/ui/page-kind-module';
import { addContentTranslations } from '../../locales';
import { ContentProviders } from '../content-providers';

/**
 * A page kind of this remote as a module of its own (webpack.config.ts), with this remote's texts
 * and store; ContentPage still shows every kind, for a shell that sends them all there.
 */
export function contentPageKind(PageKind: ComponentType<PageKindProps>): ComponentType<PageKindProps> {
  addContentTranslations();
  return pageKindModule(PageKind, ContentProviders);
}
