import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WHOLE_REGION } from './region-range';
import { RANGES } from './vacancy-filters-model';
import styles from './vacancy-list.module.css';

interface Props {
  /** The region's place the distance is measured from (its postcode). */
  place: string;
  range: number;
  onChange: (range: number) => void;
}

/** Spec 1 §2.5: a region's vacancies with an optional distance; the list follows at once. */
export function RegionRangeSelect({ place, range, onChange }: Props) {
  const { t } = useTranslation('Vacancies');
  const id = useId();
  return (
    <div className={`${styles.field} ${styles.regionRange}`}>
      <label htmlFor={id}>{t('List.Filters.Range')}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('List.Filters.RangeFrom', { place })}
      </p>
      <select
        id={id}
        value={range}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={WHOLE_REGION}>{t('List.Filters.WholeRegion')}</option>
        {RANGES.map((km) => (
          <option key={km} value={km}>
            {t('List.Filters.Km', { count: km })}
          </option>
        ))}
      </select>
    </div>
  );
}
