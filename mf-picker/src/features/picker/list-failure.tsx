import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@alz/shared/ui/button';
import styles from './picker-panel.module.css';

/** Spec 2 §8: what the panel says when the list did not come. */
function listFailureMessage(status: unknown): string {
  if (status === 401) return 'Messages.NotAuthorized';
  if (status === 404) return 'Messages.NotLoaded';
  if (status === 503) return 'Messages.ConnectionError';
  return 'Messages.FailedToLoad';
}

interface Props {
  status: unknown;
  /** The list is being asked again. */
  retrying: boolean;
  onRetry: () => void;
  /** The list came after all: this part goes, and the panel says where focus goes instead. */
  afterRetry: () => void;
}

/**
 * The list's failure with a way to ask again. Asking is the editor's choice, never automatic, so
 * a storage that keeps failing is not asked in a loop. While it is asked the button stays,
 * aria-disabled, so its focus is not lost (spec 2 §4, controls disabled while loading).
 */
export function ListFailure({ status, retrying, onRetry, afterRetry }: Props) {
  const { t } = useTranslation('Picker');
  const retried = useRef(false);
  const latest = useRef(afterRetry);
  useEffect(() => {
    latest.current = afterRetry;
  });
  // A retry that failed again leaves this part in place; one that worked unmounts it while asked.
  useEffect(() => {
    if (!retrying) retried.current = false;
  }, [retrying]);
  useEffect(
    () => () => {
      if (retried.current) latest.current();
    },
    [],
  );

  return (
    <>
      {retrying ? <p role="status">{t('Messages.Loading')}</p> : <p role="alert">{t(listFailureMessage(status))}</p>}
      <button
        type="button"
        className={`${secondaryButton} ${styles.waiting}`}
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (retrying) return;
          retried.current = true;
          onRetry();
        }}
      >
        {t('Panel.Retry')}
      </button>
    </>
  );
}
