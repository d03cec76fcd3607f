import { useTranslation } from 'react-i18next';
import { RANGE_KIND_DEFAULT } from '../../lib/activities/range-activities';
import { RangeSelect } from '../../lib/activities/range-select';
import { useListingParams } from '../../lib/activities/use-listing-params';
import styles from './location-search.module.css';

/** The vacancy list's page parameter: a new distance starts it at its first page too. */
const VACANCY_PAGE = 'page';

/**
 * One distance for both lists of the location search (docs/decisions/0025-location-search-one-distance.md): spec 1 §9's
 * 15 km for activities and vacancies around a place, from the address. Choosing another clears
 * the chosen activity type (spec 1 §4) and starts both lists at their first page.
 */
export function useNearbyRange(place: string): [number, (range: number) => void] {
  const [params, update] = useListingParams({ range: RANGE_KIND_DEFAULT, place, alsoResets: [VACANCY_PAGE] });
  return [params.range ?? RANGE_KIND_DEFAULT, (range) => update({ range, type: '' })];
}

/** The one "Afstand" box above both lists. */
export function NearbyRange({
  place,
  range,
  onChange,
}: {
  place: string;
  range: number;
  onChange: (range: number) => void;
}) {
  const { t } = useTranslation('Region');
  return (
    <div className={styles.range}>
      <RangeSelect
        value={range}
        hint={t('LocationSearch.Range.Hint', { place })}
        onChange={(next) => {
          if (next !== null) onChange(next);
        }}
      />
    </div>
  );
}
