import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WHOLE_REGION } from './region-range';
import { RANGES } from './vacancy-filters-model';
import styles from './vacancy-list.module.css';

interface Props {
  /** The place the distance is measured from: a region's postcode or a place the visitor typed. */
  place: string;
  range: number;
  /** Offer "Hele regio" (only when there is a region to list). */
  wholeRegion: boolean;
  onChange: (range: number) => void;
}

const POSTCODE = /^\d{4}/;

/** Spec 1 §2.5: vacancies around a place with a choice of distance; the list follows at once. */
export function RegionRangeSelect({ place, range, wholeRegion, onChange }: Props) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  return (
    <div className={`${styles.field} ${styles.regionRange}`}>
      <label htmlFor={id}>{t('List.Filters.Range')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {POSTCODE.test(place) ? t('List.Filters.RangeFrom', { place }) : t('List.Filters.RangeFromPlace', { place })}
      </p>
      <select
        id={id}
        value={range}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {wholeRegion ? <option value={WHOLE_REGION}>{t('List.Filters.WholeRegion')}</option> : null}
        {RANGES.map((km) => (
          <option key={km} value={km}>
            {t('List.Filters.Km', { count: km })}
          </option>
        ))}
      </select>
    </div>
  );
}
