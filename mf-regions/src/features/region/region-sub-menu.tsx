import type { MouseEvent } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useGetOverDeRegioQuery } from './api/get-over-de-regio';
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

/**
 * The "Over de regio" address is the first item of the region's get-regio-over-de-regio view
 * (spec 1 §7). While that loads, when it fails or when its item has no usable path, the link
 * keeps the conventional path, as most regions' pages live there. An empty answer means the
 * region has no such page: a link to it would only end on the not-found page, so it goes.
 */
function useOverDeRegioPath(regionId: number, regionPath: string): string | null {
  const { data } = useGetOverDeRegioQuery(regionId);
  if (data === null) return null;
  return data && /^\/(?!\/)/.test(data.url) ? data.url : `${regionPath}/over-de-regio`;
}

export function RegionSubMenu({ regionId, regionPath }: { regionId: number; regionPath: string }) {
  const { t } = useTranslation('Region');
  const overDeRegio = useOverDeRegioPath(regionId, regionPath);
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
        {overDeRegio ? (
          <li>
            <Link to={overDeRegio}>{t('RegionDetail.OverDeRegio')}</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
