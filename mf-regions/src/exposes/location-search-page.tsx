import { LocationSearchPage } from '../features/location-search/location-search-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/**
 * The search for activities and volunteering nearby: `location_search`
 * (@alz/shared/site/routes).
 */
export default regionalPageKind(LocationSearchPage);
