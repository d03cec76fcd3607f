import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@alz/shared/ui/button';
import { useDismiss } from '@alz/shared/ui/use-dismiss';
import styles from './header-search.module.css';
import { useOpenOnThisPage } from './use-open-on-page';

// The search bar's code loads when the visitor heads for the button (pointer or focus), so it
// is there by the time it is pressed, and never with the page itself.
const loadPanel = () => import('./header-search-panel');
const HeaderSearchPanel = lazy(loadPanel);

/**
 * The header's "Zoeken" button: opens mf-search's site search bar under the header, with the
 * cursor in the field. mf-search loads when the visitor opens it, not with the page.
 * Escape, a new page or the button again close it; focus goes back to the button.
 */
export function HeaderSearch() {
  const { t } = useTranslation('HeaderFooter');
  // A new page closes it.
  const [open, setOpen] = useOpenOnThisPage();
  // What is typed while the search bar's code still loads; the bar starts with it. Each opening
  // starts empty.
  const [typed, setTyped] = useState('');
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, [setOpen]);
  useDismiss(area, open, close);

  return (
    <div ref={area} className={styles.search}>
      <button
        ref={toggle}
        type="button"
        className={`${secondaryButton} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setTyped('');
          setOpen(!open);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
            <Suspense fallback={<TypeAhead label={t('Search.Label')} value={typed} onChange={setTyped} />}>
              <HeaderSearchPanel label={t('Search.Label')} submit={t('Search.Submit')} value={typed} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The field while the search bar's code loads (a moment on a slow line): it takes the keys typed
 * right after the button, so none are lost, and hands them to the bar.
 */
function TypeAhead({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.typeAhead}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor just opened the search
        autoFocus
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
