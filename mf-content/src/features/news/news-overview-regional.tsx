import { useParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { PageNotFound } from '@alz/shared/ui/page-not-found';
import { useGetRegionByNameQuery } from './api/get-region-by-name';
import { NewsOverviewView } from './news-overview-view';

/** /regios/{regioName}/nieuws (spec 1 §2.1, §2.7): one region's news, with a way back to it. */
export function NewsOverviewRegional() {
  const { t } = useTranslation('Blocks');
  const { regioName = '' } = useParams();
  const { data: region, error, isFetching, refetch } = useGetRegionByNameQuery(regioName);
  const path = `/regios/${regioName}/nieuws`;
  // A retry keeps the old error while it runs, so loading is asked first.
  if (isFetching && !region) return <p role="status">{t('News.Overview.Loading')}</p>;
  // spec 2 §8: a fault on our side offers a retry; only an unknown region is not found.
  if (error && pageFailureOf(error) === 'fault') {
    return <PageError path={path} error={error} onRetry={() => void refetch()} />;
  }
  if (error || !region) return <PageNotFound />;
  return (
    <NewsOverviewView
      title={t('News.Regional.Title', { region: region.title })}
      intro={<p>{t('News.Regional.Intro', { region: region.title })}</p>}
      path={path}
      headMode="page"
      region={region}
      backLabel={t('News.Regional.Back', { region: region.title })}
    />
  );
}
