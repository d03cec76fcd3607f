import { LocationSearchPage } from '../features/location-search/location-search-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/**
 * The search for activities and volunteering nearby: `location_search`
 * (shell/src/routes/page-kinds.ts).
 */
export default regionalPageKind(LocationSearchPage);
