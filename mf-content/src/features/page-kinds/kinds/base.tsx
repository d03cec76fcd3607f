import type { PageKindProps } from '@alz/shared/wire/drupal';
import { PageView } from '../../page/page-view';
import { toPageModel } from '../../page/page-model';
import type { PageKindMap } from '../page-kind';

function BasicPage({ node }: PageKindProps) {
  return <PageView page={toPageModel(node)} variant="content" />;
}

export const basePageKinds: PageKindMap = {
  content_page: BasicPage,
  overview_page: BasicPage,
  donation_content: BasicPage,
  centralised_building_block: BasicPage,
};

/** Used for a type this remote was given but has no own page kind for. */
export const FallbackPage = BasicPage;
