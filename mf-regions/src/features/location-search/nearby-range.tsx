import { useTranslation } from 'react-i18next';
import { RANGE_KIND_DEFAULT } from '../../lib/activities/range-activities';
import { RangeSelect } from '../../lib/activities/range-select';
import { useListingParams } from '../../lib/activities/use-listing-params';
import styles from './location-search.module.css';

/** The vacancy list's page parameter: a new distance starts it at its first page too. */
const VACANCY_PAGE = 'page';

/**
 * One distance for both lists of the location search (see README, design notes): spec 1 §9's
 * 15 km for activities and vacancies around a place, chosen once above them. Another distance
 * clears the chosen activity type (spec 1 §4) and starts both lists at their first page.
 */
export function NearbyRange({ place }: { place: string }) {
  const { t } = useTranslation('Region');
  const [params, update] = useListingParams({ range: RANGE_KIND_DEFAULT, place, alsoResets: [VACANCY_PAGE] });
  return (
    <div className={styles.range}>
      <RangeSelect
        value={params.range ?? RANGE_KIND_DEFAULT}
        hint={t('LocationSearch.Range.Hint', { place })}
        onChange={(range) => update({ range, type: '' })}
      />
    </div>
  );
}

/** The distance both lists use: the address's, else 15 km. */
export function useNearbyRange(place: string): number {
  const [params] = useListingParams({ range: RANGE_KIND_DEFAULT, place });
  return params.range ?? RANGE_KIND_DEFAULT;
}
