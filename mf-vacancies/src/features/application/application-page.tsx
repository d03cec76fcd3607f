import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { vacancyNodeApi } from './api/get-vacancy-node';
import { toApplicationContext, vacancyPathOf } from './application-context';
import { ApplicationForm } from './application-form';
import styles from './application-form.module.css';

/** Spec 1 §8: without a vacancy context the form cannot be sent; a calm page says so. */
function Unavailable() {
  const { t } = useTranslation('Vacancies');
  return (
    <section className={styles.page}>
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
  const { data: node, error } = vacancyNodeApi.endpoints.getNode.useQuery(vacancyPath);
  if (error) return <Unavailable />;
  if (!node) return <p role="status">{t('ApplicationForm.Loading')}</p>;
  const context = toApplicationContext(node, pathname);
  if (!context) return <Unavailable />;
  return (
    <section className={styles.page}>
      <h1>{t('ApplicationForm.Title', { title: context.title })}</h1>
      <p>
        <Link to={context.url}>{t('ApplicationForm.BackToVacancy')}</Link>
      </p>
      <p>{t('ApplicationForm.Intro')}</p>
      <ApplicationForm key={vacancyPath} context={context} vacancyPath={vacancyPath} />
    </section>
  );
}
