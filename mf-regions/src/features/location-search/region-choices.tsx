import { useEffect, useRef } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { RegionHit } from '../../lib/region-search/region-search-model';
import { searchFor } from './search-address';
import styles from './location-search.module.css';

interface Props {
  place: string;
  hits: RegionHit[];
  onChoose: () => void;
  /** The visitor asked for the choices again from a link that is now gone. */
  takeFocus: boolean;
}

/** More than one region fits the place: the visitor chooses, which puts `regio` in the address. */
export function RegionChoices({ place, hits, onChoose, takeFocus }: Props) {
  const { t } = useTranslation('Region');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('LocationSearch.Choose.Title')}
      </h2>
      <p>{t('LocationSearch.Choose.Intro', { count: hits.length, place })}</p>
      <ul className={styles.choices}>
        {hits.map((hit) => (
          <li key={hit.url}>
            <Link to={{ search: searchFor(place, hit.id) }} preventScrollReset onClick={onChoose}>
              {hit.title}
            </Link>
            {hit.intro ? <p>{hit.intro}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
