import { useGetActivitiesByTypeQuery } from './api/get-activities-by-type';
import { useGetActivityTypesQuery } from './api/get-activity-types';
import { useGetClosestActivitiesQuery } from './api/get-closest-activities';
import { useGetClosestActivityTypesQuery } from './api/get-closest-activity-types';
import { SearchForm } from '../search-form/search-form';
import { ActivityResults } from './activity-results';
import { RangeSelect } from './range-select';
import { TypeSelect } from './type-select';
import { useListingParams } from './use-listing-params';
import styles from './activities.module.css';

/** spec 9: the activity-type kind starts at 25 km. */
export const TYPE_KIND_DEFAULT = 25;

/**
 * spec 1 §2.6 activity-type kind: type, range and a place. Without a place (an empty trimmed
 * input) it is the by-type listing of the whole country, with every type of the site to choose
 * from; near a place the choice is the types found within the range (spec 1 §4).
 */
export function TypeActivities({ activityType }: { activityType: string }) {
  const [params, update] = useListingParams({ type: activityType, range: TYPE_KIND_DEFAULT });
  const range = params.range ?? TYPE_KIND_DEFAULT;
  const place = params.place.trim();
  const page = params.page - 1;
  const allTypes = useGetActivityTypesQuery(undefined, { skip: !!place });
  const nearTypes = useGetClosestActivityTypesQuery({ radius: range, query: place }, { skip: !place });
  const byType = useGetActivitiesByTypeQuery({ activityType: params.type, page }, { skip: !!place });
  const nearby = useGetClosestActivitiesQuery(
    { query: place, radius: range, page, activityType: params.type },
    { skip: !place },
  );
  const listing = place ? nearby : byType;
  const types = (place ? nearTypes.data : allTypes.data) ?? [];

  return (
    <div className={styles.listing}>
      <div className={styles.filters}>
        <TypeSelect value={params.type} types={types} onChange={(type) => update({ type })} />
        {/*
          spec 1 §4: another range clears the chosen type (and reloads the type list near a place).
          Cleared means back to where the listing started: the activity type of the block (mf-content's
          "activity block by activity type") is the editor's, not a filter choice, so it stays; only
          what the visitor picked, "all types" included, is dropped.
        */}
        <RangeSelect value={range} onChange={(next) => update({ range: next, type: null })} />
      </div>
      <SearchForm kind="activities" value={place} onSearch={(next) => update({ place: next })} />
      <ActivityResults
        data={listing.data}
        isFetching={listing.isFetching}
        isError={listing.isError}
        page={params.page}
        onPageChange={(next) => update({ page: next })}
      />
    </div>
  );
}
