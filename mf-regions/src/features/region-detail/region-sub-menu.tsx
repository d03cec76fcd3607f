import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from './sections';
import styles from './region-detail.module.css';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Moves focus to the section's heading, so keyboard and screen-reader users continue there
 * (utrecht ScrollLink). The hash goes into the address without a router navigation: the shell
 * would otherwise treat it as a new page and send focus back to the h1.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  // Our sections put the id on their heading; the vacancy list of mf-vacancies puts it on its
  // <section>, so its heading is looked up and made focusable (govuk-frontend setFocus).
  const heading = /^H[1-6]$/.test(target.tagName) ? target : (target.querySelector<HTMLElement>('h2') ?? target);
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

export function RegionSubMenu({ regionPath }: { regionPath: string }) {
  const { t } = useTranslation('Region');
  return (
    <nav aria-label={t('RegionDetail.SubMenu')} className={styles.subMenu}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
              {t(`RegionDetail.Sections.${section.label}`)}
            </a>
          </li>
        ))}
        <li>
          <Link to={`${regionPath}/locaties`}>{t('RegionDetail.Locations')}</Link>
        </li>
        <li>
          <Link to={`${regionPath}/over-de-regio`}>{t('RegionDetail.OverDeRegio')}</Link>
        </li>
      </ul>
    </nav>
  );
}
