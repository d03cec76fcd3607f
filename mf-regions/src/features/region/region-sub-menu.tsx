import type { MouseEvent } from 'react';
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
