import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useGetBreadcrumbsQuery } from './api/get-breadcrumbs';
import styles from './breadcrumbs.module.css';

/** "Broodkruimels" (spec 1 §2.3): shown once the trail has more than the home page. */
export function Breadcrumbs({ path }: { path: string }) {
  const { t } = useTranslation('Common');
  const { currentData: crumbs = [] } = useGetBreadcrumbsQuery(path);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('Breadcrumbs')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.url}>
              {current ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.url}>{crumb.title}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
