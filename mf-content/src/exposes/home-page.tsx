import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ContentProviders } from '../features/content-providers';
import { PageView } from '../features/page/page-view';
import { toPageModel } from '../features/page/page-model';
import { addContentTranslations } from '../locales';

addContentTranslations();

/** The home page: the home header variant and full-width blocks (spec 1 §2.3). */
export default function HomePage({ node }: PageKindProps) {
  return (
    <ContentProviders>
      <PageView page={toPageModel(node)} variant="home" />
    </ContentProviders>
  );
}
