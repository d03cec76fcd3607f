import { LocationActivities } from './location-activities';
import { RangeActivities } from './range-activities';
import { RegionActivities } from './region-activities';
import { TypeActivities } from './type-activities';

export type ActivityListingProps =
  | { kind: 'region'; regionId: number }
  | { kind: 'range'; query?: string; withPlaceForm?: boolean; rangeFromPage?: boolean }
  | { kind: 'type'; activityType: string }
  | { kind: 'location'; locationId: number };

/** The four listing kinds of spec 1 §2.6 behind one component, for pages and blocks alike. */
export function ActivityListing(props: ActivityListingProps) {
  switch (props.kind) {
    case 'region':
      return <RegionActivities regionId={props.regionId} />;
    case 'range':
      return (
        <RangeActivities query={props.query} withPlaceForm={props.withPlaceForm} rangeFromPage={props.rangeFromPage} />
      );
    case 'type':
      return <TypeActivities activityType={props.activityType} />;
    case 'location':
      return <LocationActivities locationId={props.locationId} />;
  }
}
