import { useTranslation } from 'react-i18next';
import { useGetClosestActivitiesQuery } from './api/get-closest-activities';
import { useGetClosestActivityTypesQuery } from './api/get-closest-activity-types';
import { useGetRegionActivitiesQuery } from './api/get-region-activities';
import { useGetRegionActivityTypesQuery } from './api/get-region-activity-types';
import { useGetRegionCitiesQuery } from './api/get-region-cities';
import { ActivityResults } from './activity-results';
import { FilterSelect } from './filter-select';
import { RangeSelect } from './range-select';
import { TypeSelect } from './type-select';
import { useListingParams } from './use-listing-params';
import styles from './activities.module.css';

/**
 * spec 1 §2.6 region kind: type, city and range. The region call has no distance, so a range
 * searches around the chosen city with the closest call (and its own type list) instead.
 */
export function RegionActivities({ regionId }: { regionId: number }) {
  const { t } = useTranslation('Region');
  const [params, update] = useListingParams({ range: null });
  const around = params.city && params.range ? { query: params.city, radius: params.range } : null;
  const regionTypes = useGetRegionActivityTypesQuery(regionId);
  const closestTypes = useGetClosestActivityTypesQuery(around ?? { query: '', radius: 0 }, { skip: !around });
  const cities = useGetRegionCitiesQuery(regionId);
  const page = params.page - 1;
  const inRegion = useGetRegionActivitiesQuery(
    { regionId, activityType: params.type, city: params.city, page },
    { skip: !!around },
  );
  const nearby = useGetClosestActivitiesQuery(
    { query: params.city, radius: params.range ?? 0, page, activityType: params.type },
    { skip: !around },
  );
  const listing = around ? nearby : inRegion;
  const types = (around ? closestTypes.data : regionTypes.data) ?? [];

  return (
    <div className={styles.listing}>
      <div className={styles.filters}>
        <TypeSelect value={params.type} types={types} onChange={(type) => update({ type })} />
        <FilterSelect
          label={t('Activities.CityLabel')}
          value={params.city}
          options={[
            { value: '', label: t('Activities.AllCities') },
            ...(cities.data ?? []).map((city) => ({ value: city, label: city })),
          ]}
          onChange={(city) => update({ city, ...(city ? {} : { range: null }) })}
        />
        <RangeSelect
          value={params.range}
          noneLabel={t('Activities.OnlyThisCity')}
          hint={params.city ? undefined : t('Activities.RangeNeedsCity')}
          disabled={!params.city}
          onChange={(range) => update({ range, type: '' })}
        />
      </div>
      <ActivityResults
        data={listing.data}
        isFetching={listing.isFetching}
        isError={listing.isError}
        page={params.page}
        onPageChange={(next) => update({ page: next })}
        // The distance can only be chosen with a place (its box is disabled until then).
        emptyMessage={params.city ? undefined : t('Activities.EmptyWithoutCity')}
      />
    </div>
  );
}
