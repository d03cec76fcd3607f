import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { SearchBarSlot } from '@alz/shared/ui/search-bar-slot';
import { useDismiss } from '@alz/shared/ui/use-dismiss';
import styles from './header-search.module.css';

/**
 * The header's "Zoeken" button: opens mf-search's site search bar under the header, with the
 * cursor in the field (issue 16). mf-search loads when the visitor opens it, not with the page.
 * Escape, a new page or the button again close it; focus goes back to the button.
 */
export function HeaderSearch() {
  const { t } = useTranslation('HeaderFooter');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);
  useDismiss(area, open, close);

  return (
    <div ref={area} className={styles.search}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={styles.icon}>
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {t('Search.Open')}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <div className={styles.inner}>
            <SearchBarSlot
              host="shell"
              variant="site"
              label={t('Search.Label')}
              submit={t('Search.Submit')}
              focusOnMount
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
