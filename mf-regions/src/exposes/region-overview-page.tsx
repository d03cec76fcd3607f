import { RegionOverviewPage } from '../features/region-overview/region-overview-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** Every regional branch in a list, with the region search: `regio_overzicht` (@alz/shared/site/routes). */
export default regionalPageKind(RegionOverviewPage);
