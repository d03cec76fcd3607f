import { NewsPage } from '../features/news/news-page';
import { contentPageKind } from '../lib/page/content-page-kind';

/** A news article: `news` (shell/src/routes/page-kinds.ts). */
export default contentPageKind(NewsPage);
