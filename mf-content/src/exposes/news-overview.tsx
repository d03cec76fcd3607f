import { ContentProviders } from '../features/content-providers';
import { NewsOverviewFixed } from '../features/news/news-overview-fixed';
import { addContentTranslations } from '../locales';

addContentTranslations();

/** The national news overview for the shell's fixed route /nieuws (spec 1 §2.1, §2.7). */
export default function NewsOverview() {
  return (
    <ContentProviders>
      <NewsOverviewFixed />
    </ContentProviders>
  );
}
