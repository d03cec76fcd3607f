import { createContext, useContext, useEffect, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { eventBus } from '../events/event-bus';
import { primaryButton } from './button';
import { PageHead } from './page-head';
import styles from './page-error.module.css';

/**
 * Navigation state that asks the shell's route announcer to move focus to the h1 again on the
 * same address (it otherwise only reacts to a new path).
 */
export const refocusState = () => ({ refocus: Date.now() });

/**
 * What the shell adds below a failed page load (spec 1 §2.10: a failed load shows the not-found
 * page's search bar and suggestions), lent to every remote as the not-found page is
 * (page-not-found.tsx); a remote on its own shows the retry and the way home only.
 */
export const PageErrorHelpContext = createContext<ComponentType | null>(null);

/** What a failed page load means for the visitor (spec 2 §8 response handling). */
export type PageFailure = 'not-found' | 'unauthorized' | 'fault';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * Only a 404 says the page is gone (spec 2 §8 turns every other client error into 404). A 5xx, a
 * connection that failed every retry (500) or an answer we could not read (no status) is a
 * fault on our side: the page may well exist, so it must not look like "not found".
 */
export function pageFailureOf(error: unknown): PageFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'unauthorized') {
    return 'unauthorized';
  }
  return statusOf(error) === 404 ? 'not-found' : 'fault';
}

interface Props {
  /** Root-relative address of the page that failed, for the head and the report. */
  path: string;
  /** The query's error, for the report. */
  error?: unknown;
  /** Loads the page again (a query's refetch). */
  onRetry: () => void;
}

/**
 * A page the api could not give (spec 2 §8): a calm note that the fault is ours, and a retry. It
 * is the page's one h1 and gives the page its title, so the route announcer focuses and announces
 * it like any page.
 */
export function PageError({ path, error, onRetry }: Props) {
  const { t } = useTranslation('Common');
  const location = useLocation();
  const navigate = useNavigate();
  const status = statusOf(error);
  const Help = useContext(PageErrorHelpContext);

  useEffect(() => {
    // The api client reports a connection that failed, but not a 5xx answer; a page that could
    // not be shown is worth one report of its own either way.
    eventBus.emit('error:reported', {
      error: new Error(`Page could not be loaded (status ${status ?? 'unknown'})`, { cause: error }),
      context: `page ${path}`,
    });
  }, [path, status, error]);

  const retry = () => {
    onRetry();
    // The button goes away with the fault, so focus goes to the h1 of what comes instead (the
    // page, or this note again), as after a navigation.
    void navigate(location, { replace: true, state: refocusState() });
  };

  return (
    // Spec 1 §4: a failed content page gets an error style. A calm panel with an icon reads as a
    // message from us, not as the page's content; no red alarm, as the visitor did nothing wrong.
    <>
      <section className={styles.page} data-state="failed">
        <PageHead title={t('PageError.Title')} path={path} noIndex />
        <span className={styles.icon} aria-hidden="true" />
        <h1 tabIndex={-1}>{t('PageError.Title')}</h1>
        <p>{t('PageError.Text')}</p>
        <p className={styles.actions}>
          <button type="button" className={primaryButton} onClick={retry}>
            {t('PageError.Retry')}
          </button>
          <Link to="/">{t('PageError.BackHome')}</Link>
        </p>
      </section>
      {Help ? (
        <div className={styles.help}>
          <Help />
        </div>
      ) : null}
    </>
  );
}
