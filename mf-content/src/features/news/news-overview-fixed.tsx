import { useTranslation } from 'react-i18next';
import { NewsOverviewView } from './news-overview-view';

/** The national news overview on the fixed route /nieuws (spec 1 §2.1); it owns its head. */
export function NewsOverviewFixed() {
  const { t } = useTranslation('Blocks');
  return (
    <NewsOverviewView
      title={t('News.Overview.Title')}
      intro={<p>{t('News.Overview.Intro')}</p>}
      path="/nieuws"
      headMode="page"
    />
  );
}
