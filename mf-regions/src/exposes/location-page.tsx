import LocationPage from '../features/activity-pages/location-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** A location's page: `location` and `ontmoetingsplek` (@alz/shared/site/routes). */
export default regionalPageKind(LocationPage);
