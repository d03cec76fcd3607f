import { OverDeRegioPage } from '../features/region/over-de-regio-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** About a region: `over_de_regio` (shell/src/routes/page-kinds.ts). */
export default regionalPageKind(OverDeRegioPage);
