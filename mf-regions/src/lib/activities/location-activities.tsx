import { useState } from 'react';
import { isoDay } from '@alz/shared/text/dates';
import { useGetLocationActivitiesQuery } from './api/get-location-activities';
import { ActivityResults } from './activity-results';
import { isNotPast, type ActivitiesPage } from './activity-model';

/**
 * spec 1 §5: only activities whose end date (or start date, without one) is today or later.
 * The api already answers only those, counted and paged; the filter is a second guard, e.g. for
 * a page loaded before midnight and shown after it.
 */
export function usePlannedActivities(locationId: number, page = 0) {
  const query = useGetLocationActivitiesQuery({ locationId, page });
  const today = isoDay(new Date());
  const data: ActivitiesPage | undefined = query.data && {
    ...query.data,
    items: query.data.items.filter((item) => isNotPast(item, today)),
  };
  return { ...query, data };
}

/** True once the first page loaded with nothing planned: the section is then left out. */
export function useNothingPlanned(locationId: number): boolean {
  const { data, isError } = usePlannedActivities(locationId);
  return isError || (!!data && data.items.length === 0);
}

/** spec 1 §2.6 location-detail kind: no filters; the page lives in state, not the address. */
export function LocationActivities({ locationId }: { locationId: number }) {
  const [page, setPage] = useState(1);
  const listing = usePlannedActivities(locationId, page - 1);
  return (
    <ActivityResults
      data={listing.data}
      isFetching={listing.isFetching}
      isError={listing.isError}
      page={page}
      onPageChange={setPage}
      hideCount
    />
  );
}
