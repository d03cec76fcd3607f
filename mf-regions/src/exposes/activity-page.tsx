import ActivityPage from '../features/activity-pages/activity-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** An activity's page: `activiteit` (@alz/shared/site/routes). */
export default regionalPageKind(ActivityPage);
