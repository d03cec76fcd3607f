import { OverDeRegioPage } from '../features/region/over-de-regio-page';
import { regionalPageKind } from '../lib/page-kind/regional-page-kind';

/** About a region: `over_de_regio` (@alz/shared/site/routes). */
export default regionalPageKind(OverDeRegioPage);
