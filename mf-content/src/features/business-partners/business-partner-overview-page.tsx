import type { PageKindProps } from '@alz/shared/wire/drupal';
import { BusinessPartnerCards } from './business-partner-cards';
import { toPageModel } from '../../lib/page/page-model';
import { PageView } from '../../lib/page/page-view';

/** Business partner overview: the page's own header and blocks, then every partner as a card. */
export function BusinessPartnerOverviewPage({ node }: PageKindProps) {
  return (
    <PageView page={toPageModel(node)} layout="full-width">
      <BusinessPartnerCards />
    </PageView>
  );
}
