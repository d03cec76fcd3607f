import { useId, type MouseEvent } from 'react';
import { revealTarget } from '@alz/shared/page/reveal-target';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { useGetOverDeRegioQuery } from './api/get-over-de-regio';
import { SECTIONS } from './sections';
import styles from './region-detail.module.css';

let stopReveal: (() => void) | null = null;

/**
 * Moves focus to the section's heading and scrolls it into view once it is there and the page
 * around it has settled (sections load as they come near; @alz/shared/page/reveal-target). The
 * hash goes into the address without a router navigation: the shell would otherwise treat it as
 * a new page and send focus back to the h1.
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
  stopReveal?.();
  stopReveal = revealTarget(id);
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

/** A small arrow pointing down: "further on this page", where a page link leads away. */
function DownArrow() {
  return (
    <svg className={styles.jumpIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2.5v10M3.5 8.5 8 13l4.5-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Spec 1 §2.5's sub-menu in two parts that look different: the jump links to the page's own
 * sections ("Op deze pagina", each with a down arrow), then the links to the region's other pages
 * ("In deze regio"), so a visitor can tell a move down this page from going to another page.
 */
export function RegionSubMenu({ regionId, regionPath }: { regionId: number; regionPath: string }) {
  const { t } = useTranslation('Region');
  const titleId = useId();
  const overDeRegio = useOverDeRegioPath(regionId, regionPath);
  return (
    <>
      <nav aria-labelledby={titleId} className={styles.jumpLinks}>
        <p id={titleId} className={styles.jumpTitle}>
          {t('RegionDetail.OnThisPage')}
        </p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
                <DownArrow />
                {t(`RegionDetail.Sections.${section.label}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('RegionDetail.SubMenu')} className={styles.subMenu}>
        <ul>
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
    </>
  );
}
