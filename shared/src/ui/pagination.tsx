import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { pageWindow, previousPage } from '../pagination/page-window';
import styles from './pagination.module.css';

interface Common {
  /** Current page, starting at 1 (spec 2 §2). */
  page: number;
  totalPages: number;
}

/** Numbered links: each page has its own address, so pages can be shared and indexed. */
interface LinkProps extends Common {
  variant: 'links';
  hrefFor: (page: number) => string;
}

/** Buttons that swap the shown items for the chosen page (spec 2 §4, type 'button'). */
interface ButtonProps extends Common {
  variant: 'button';
  onPageChange: (page: number) => void;
  /** spec 2 §4: the controls are disabled while a page loads. */
  loading?: boolean;
}

type Props = LinkProps | ButtonProps;

/** spec 2 §5: first and last page, two either side of the current one, ellipses in the gaps. */
export function Pagination(props: Props) {
  const { t } = useTranslation('Common');
  const { page, totalPages } = props;
  const entries = pageWindow(page, totalPages);
  const previous = previousPage(page, totalPages);
  if (entries.length === 0) return null;

  const control = (target: number, label: string, rel?: 'prev' | 'next') => {
    const current = target === page && !rel;
    if (props.variant === 'links') {
      return current ? (
        <span className={styles.current} aria-current="page">
          {label}
        </span>
      ) : (
        <Link className={styles.control} to={props.hrefFor(target)} rel={rel}>
          {label}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={current ? styles.current : styles.control}
        aria-current={current ? 'page' : undefined}
        disabled={props.loading || current}
        onClick={() => props.onPageChange(target)}
      >
        {label}
      </button>
    );
  };

  return (
    <nav aria-label={t('Pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        {previous !== null ? <li>{control(previous, t('Previous'), 'prev')}</li> : null}
        {entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={`gap-${entry.after}`} className={styles.gap}>
              …
            </li>
          ) : (
            <li key={entry.page}>{control(entry.page, String(entry.page))}</li>
          ),
        )}
        {page < totalPages ? <li>{control(page + 1, t('Next'), 'next')}</li> : null}
      </ul>
    </nav>
  );
}
