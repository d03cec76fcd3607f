import { useGetActivitiesByTypeQuery } from './api/get-activities-by-type';
import { useGetActivityTypesQuery } from './api/get-activity-types';
import { useGetClosestActivitiesQuery } from './api/get-closest-activities';
import { ActivityResults } from './activity-results';
import { PlaceForm } from './place-form';
import { RangeSelect } from './range-select';
import { TypeSelect } from './type-select';
import { useListingParams } from './use-listing-params';
import styles from './activities.module.css';

/** spec 9: the activity-type kind starts at 25 km. */
export const TYPE_KIND_DEFAULT = 25;

/**
 * spec 1 §2.6 activity-type kind: type, range and a place. Without a place (an empty trimmed
 * input) it is the by-type listing of the whole country (spec 1 §4). The type list is every
 * type of the site, independent of the range, so a new range keeps the chosen type.
 */
export function TypeActivities({ activityType }: { activityType: string }) {
  const [params, update] = useListingParams({ type: activityType, range: TYPE_KIND_DEFAULT });
  const range = params.range ?? TYPE_KIND_DEFAULT;
  const place = params.place.trim();
  const page = params.page - 1;
  const types = useGetActivityTypesQuery();
  const byType = useGetActivitiesByTypeQuery({ activityType: params.type, page }, { skip: !!place });
  const nearby = useGetClosestActivitiesQuery(
    { query: place, radius: range, page, activityType: params.type },
    { skip: !place },
  );
  const listing = place ? nearby : byType;

  return (
    <div className={styles.listing}>
      <div className={styles.filters}>
        <TypeSelect value={params.type} types={types.data ?? []} onChange={(type) => update({ type })} />
        <RangeSelect value={range} onChange={(next) => update({ range: next })} />
      </div>
      <PlaceForm key={place} place={place} onSearch={(next) => update({ place: next })} />
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
