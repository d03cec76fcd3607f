import { useCallback, useId, useRef } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '@alz/shared/ui/use-is-desktop';
import { pageBrandConfig } from '../features/footer/brands';
import { useMenu } from '../lib/menu/use-menu';
import { MenuItems } from './menu-items';
import { useOpenOnThisPage } from './use-open-on-page';
import { useDismiss, type DismissReason } from '@alz/shared/ui/use-dismiss';
import { secondaryButton } from '@alz/shared/ui/button';
import styles from './main-menu.module.css';

/**
 * The main menu: a row of links with sub-menus at desktop width, a "Menu" button that opens
 * the whole tree on smaller screens (spec 1 §2.3). It closes on navigation, on Escape and when
 * focus or a press leaves it.
 */
export function MainMenu() {
  const { t } = useTranslation('HeaderFooter');
  const items = useMenu('main');
  const desktop = useIsDesktop();
  // A navigation closes it.
  const [open, setOpen] = useOpenOnThisPage();
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const nav = useRef<HTMLElement>(null);
  const close = useCallback(
    (reason: DismissReason) => {
      setOpen(false);
      // Escape gives focus back to the button; focus that moved on, or a press elsewhere, stays.
      if (reason === 'escape') toggle.current?.focus();
    },
    [setOpen],
  );
  // The open panel lies over the page below the header (the search button among it): once focus
  // or a press goes past it, it closes, so nothing the keyboard reaches is hidden under it.
  useDismiss(nav, open && !desktop, close, { focusLeave: true, outsidePointer: true });

  if (desktop) {
    return (
      <nav aria-label={t('MainMenu')} className={styles.desktop}>
        <MenuItems items={items} variant="desktop" />
      </nav>
    );
  }
  return (
    <nav ref={nav} aria-label={t('MainMenu')} className={styles.mobile}>
      <button
        ref={toggle}
        type="button"
        className={secondaryButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* One label in both states (aria-expanded tells which), so the header never re-flows. */}
        {t('Menu.Open')} <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <MenuItems items={items} variant="mobile" />
      </div>
    </nav>
  );
}

/** The brand's name as its logo (spec 2 §1: one build, three brands). */
export function HomeLink() {
  const { t } = useTranslation('HeaderFooter');
  const name = pageBrandConfig().displayName;
  return (
    <Link to="/" className={styles.logo} aria-label={t('Home', { name })}>
      {name}
    </Link>
  );
}
