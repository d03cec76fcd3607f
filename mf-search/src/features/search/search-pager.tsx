import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import styles from './search.module.css';

interface Props {
  page: number;
  totalPages: number;
  query: Record<string, string>;
}

// Page 1 is the first result page itself: no page parameter, as in the head's prev link.
const pageLink = (query: Record<string, string>, page: number) =>
  `/zoeken?${new URLSearchParams({ ...query, ...(page > 1 ? { page: String(page) } : {}) })}`;

/** Previous and next page of the results; the term and filter stay in the address. */
export function SearchPager({ page, totalPages, query }: Props) {
  const { t } = useTranslation('Common');
  const { t: ts } = useTranslation('Search');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className={styles.pager}>
      {page > 1 ? <Link to={pageLink(query, page - 1)}>{t('Previous')}</Link> : null}
      <span>{ts('Results.Page', { page, totalPages })}</span>
      {page < totalPages ? <Link to={pageLink(query, page + 1)}>{t('Next')}</Link> : null}
    </nav>
  );
}
