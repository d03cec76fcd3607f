import { useParams } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useGetRegionByNameQuery } from './api/get-region-by-name';
import { NewsOverviewView } from './news-overview-view';

/** /regios/{regioName}/nieuws (spec 1 §2.1, §2.7): one region's news, with a way back to it. */
export function NewsOverviewRegional() {
  const { t } = useTranslation('Blocks');
  const { regioName = '' } = useParams();
  const { data: region, error, isLoading } = useGetRegionByNameQuery(regioName);
  if (isLoading) return <p role="status">{t('News.Overview.Loading')}</p>;
  if (error || !region) {
    return 'status' in (error ?? {}) && (error as { status: number }).status === 404 ? (
      <h1 tabIndex={-1}>{t('News.Regional.NotFound')}</h1>
    ) : (
      <p role="alert">{t('News.Overview.Error')}</p>
    );
  }
  return (
    <NewsOverviewView
      title={t('News.Regional.Title', { region: region.title })}
      intro={<p>{t('News.Regional.Intro', { region: region.title })}</p>}
      path={`/regios/${regioName}/nieuws`}
      headMode="page"
      region={region}
      backLabel={t('News.Regional.Back', { region: region.title })}
    />
  );
}
