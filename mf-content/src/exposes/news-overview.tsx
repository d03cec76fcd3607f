import { ContentProviders } from '../lib/content-providers';
import { NewsOverviewFixed } from '../features/news/news-overview-fixed';
import { NewsOverviewRegional } from '../features/news/news-overview-regional';
import { addContentTranslations } from '../locales';

addContentTranslations();

/**
 * The news overviews of the shell's fixed routes: national on /nieuws, one region's on
 * /regios/{regioName}/nieuws (spec 1 §2.1, §2.7).
 */
export default function NewsOverview({ regional = false }: { regional?: boolean }) {
  return <ContentProviders>{regional ? <NewsOverviewRegional /> : <NewsOverviewFixed />}</ContentProviders>;
}
