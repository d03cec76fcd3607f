import { useTranslation } from 'react-i18next';
import { useGetClosestActivitiesQuery } from './api/get-closest-activities';
import { useGetClosestActivityTypesQuery } from './api/get-closest-activity-types';
import { SearchForm } from '../search-form/search-form';
import { ActivityResults } from './activity-results';
import { RangeSelect } from './range-select';
import { TypeSelect } from './type-select';
import { useListingParams } from './use-listing-params';
import styles from './activities.module.css';

/** spec 9: the range kind starts at 15 km. */
export const RANGE_KIND_DEFAULT = 15;

interface Props {
  query?: string;
  /**
   * Its own place field. Off where the page already asks for the place (the location search):
   * spec 1 §2.6 gives the range kind only type and range filters.
   */
  withPlaceForm?: boolean;
  /**
   * The page's own distance box sets the range for this list and the vacancies beside it (the
   * location search): no box here, the range still comes from the address.
   */
  rangeFromPage?: boolean;
}

/** spec 1 §2.6 range kind: activities around a place, filtered by type and range. */
export function RangeActivities({ query = '', withPlaceForm = true, rangeFromPage = false }: Props) {
  const { t } = useTranslation('Region');
  const [params, update] = useListingParams({ range: RANGE_KIND_DEFAULT, place: query });
  const range = params.range ?? RANGE_KIND_DEFAULT;
  const place = params.place.trim();
  const types = useGetClosestActivityTypesQuery({ radius: range, query: place }, { skip: !place });
  const listing = useGetClosestActivitiesQuery(
    { query: place, radius: range, page: params.page - 1, activityType: params.type },
    { skip: !place },
  );

  return (
    <div className={styles.listing}>
      {withPlaceForm ? (
        <SearchForm kind="activities" value={place} onSearch={(next) => update({ place: next })} />
      ) : null}
      <div className={styles.filters}>
        <TypeSelect value={params.type} types={types.data ?? []} onChange={(type) => update({ type })} />
        {/* spec 1 §4: another range gives another type list, so the chosen type is cleared. */}
        {rangeFromPage ? null : <RangeSelect value={range} onChange={(next) => update({ range: next, type: '' })} />}
      </div>
      {place ? (
        <ActivityResults
          data={listing.data}
          isFetching={listing.isFetching}
          isError={listing.isError}
          page={params.page}
          onPageChange={(next) => update({ page: next })}
        />
      ) : (
        <p>{t('Activities.EnterPlace')}</p>
      )}
    </div>
  );
}
