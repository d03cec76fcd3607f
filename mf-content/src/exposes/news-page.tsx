import { NewsPage } from '../features/news/news-page';
import { contentPageKind } from '../lib/page/content-page-kind';

/** A news article: `news` (@alz/shared/site/routes). */
export default contentPageKind(NewsPage);
