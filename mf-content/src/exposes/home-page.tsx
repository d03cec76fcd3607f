import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ContentProviders } from '../lib/content-providers';
import { PageView } from '../lib/page/page-view';
import { toPageModel } from '../lib/page/page-model';
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
