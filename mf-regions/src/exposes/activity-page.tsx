import ActivityPage from '../features/activity-pages/activity-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** An activity's page: `activiteit` (shell/src/routes/page-kinds.ts). */
export default regionalPageKind(ActivityPage);
