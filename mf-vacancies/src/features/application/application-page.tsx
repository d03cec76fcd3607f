import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { PageError, pageFailureOf } from '@alz/shared/ui/page-error';
import { vacancyNodeApi } from './api/get-vacancy-node';
import { toApplicationContext, vacancyPathOf } from './application-context';
import { ApplicationForm } from './application-form';
import styles from './application-form.module.css';

/** Spec 1 §8: without a vacancy context the form cannot be sent; a calm page says so. */
function Unavailable({ pathname }: { pathname: string }) {
  const { t } = useTranslation('Vacancies');
  return (
    <section className={styles.page}>
      <PageHead title={t('ApplicationForm.Unavailable.Title')} path={pathname} noIndex />
      <h1>{t('ApplicationForm.Unavailable.Title')}</h1>
      <p>{t('ApplicationForm.Unavailable.Text')}</p>
      <p>
        <Link to="/vrijwilligerswerk">{t('ApplicationForm.Unavailable.Link')}</Link>
      </p>
    </section>
  );
}

export function ApplicationPage({ pathname }: { pathname: string }) {
  const { t } = useTranslation('Vacancies');
  const vacancyPath = vacancyPathOf(pathname);
  const { data: node, error, isFetching, refetch } = vacancyNodeApi.endpoints.getNode.useQuery(vacancyPath);
  // A retry keeps the old error while it runs, so loading is asked first.
  if (!node && (isFetching || !error)) return <p role="status">{t('ApplicationForm.Loading')}</p>;
  // spec 2 §8: when the api fails the vacancy may well exist, so not "unavailable" but a retry.
  if (error && pageFailureOf(error) === 'fault') {
    return <PageError path={pathname} error={error} onRetry={() => void refetch()} />;
  }
  if (error || !node) return <Unavailable pathname={pathname} />;
  const context = toApplicationContext(node, pathname);
  if (!context) return <Unavailable pathname={pathname} />;
  const title = t('ApplicationForm.Title', { title: context.title });
  return (
    <section className={styles.page}>
      <PageHead title={title} path={pathname} />
      <h1>{title}</h1>
      <p>
        <Link to={context.url}>{t('ApplicationForm.BackToVacancy')}</Link>
      </p>
      <p>{t('ApplicationForm.Intro')}</p>
      <ApplicationForm key={vacancyPath} context={context} vacancyPath={vacancyPath} />
    </section>
  );
}
