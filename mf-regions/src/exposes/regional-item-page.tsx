import { RegionalItemPage } from '../features/region/regional-item-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/**
 * A region's service, highlight or information about dementia opened on its own: `services`,
 * `uitgelicht` and `info_over_dementie` (@alz/shared/site/routes).
 */
export default regionalPageKind(RegionalItemPage);
