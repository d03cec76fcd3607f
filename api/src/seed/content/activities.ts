import type { TaxonomyTermRow } from '../../types/site';
import type { NodeRow } from '../../types/wire';
import { activityIconPath } from '../activity-icons';
import { buildNode } from '../build-node';
import { dateAfter } from '../dates';
import { coordinatesOf, placeIn } from '../../geo/places';
import { textBlock } from '../paragraphs';
import { Random } from '../random';
import { slugify } from '../slug';
import { ACTIVITY_TYPES, SCHEDULES } from './activity-plans';
import { REGIONS } from './region-list';
import type { Region } from './regions';

/** The activity_type vocabulary (spec 1 §3, with icons: the site path of each type's image). */
export const activityTypeTerms: TaxonomyTermRow[] = ACTIVITY_TYPES.map((type, index) => ({
  vocabulary: 'activity_type',
  tid: type.tid,
  name: type.name,
  weight: index,
  icon: activityIconPath(type.icon),
}));

// Activities take nids 6000-6999: 20 per region, of which ACTIVITIES_PER_REGION are used.
const NID_BASE = 6000;
const ACTIVITIES_PER_REGION = 10;
// The first ones meet at one of the region's locations; the others elsewhere in its municipalities.
const AT_LOCATIONS = 6;
const STREETS = ['Dorpsstraat', 'Raadhuisplein', 'Schoolstraat', 'Brink', 'Wilhelminastraat', 'Nieuwe Weg'];
const VENUES = ['Bibliotheek', 'Wijkcentrum', 'Dorpshuis', 'Buurtcentrum'];

interface Venue {
  locatie: { id: number; title: string; path: string } | null;
  name: string;
  address: { address_line1: string; postal_code: string; locality: string; country_code: 'NL' };
  at: { lat: number; lon: number };
}

function atLocation(location: NodeRow): Venue {
  const address = location.data.field_address as Venue['address'];
  return {
    locatie: { id: location.nid, title: location.title, path: location.alias },
    name: location.title,
    address,
    at: coordinatesOf(address.postal_code),
  };
}

function elsewhere(region: Region, municipality: string, n: number, random: Random): Venue {
  const place = placeIn(municipality) ?? placeIn(region.locality)!;
  const letters = `${String.fromCharCode(65 + (n % 20))}${String.fromCharCode(66 + random.int(0, 20))}`;
  return {
    locatie: null,
    name: `${VENUES[n % VENUES.length]} ${place.place}`,
    address: {
      address_line1: `${random.pick(STREETS)} ${random.int(1, 90)}`,
      postal_code: `${place.postcode} ${letters}`,
      locality: place.place,
      country_code: 'NL',
    },
    at: { lat: place.lat, lon: place.lon },
  };
}

/** Activities spread over the regions and their locations; `locations` are the seeded location nodes. */
export function buildActivities(regions: Region[], locations: NodeRow[]): NodeRow[] {
  const random = new Random(6005);
  return regions.flatMap((region, regionIndex) => {
    const own = locations.filter((location) => (location.data.field_regio as { id: number }).id === region.nid);
    const municipalities = REGIONS[regionIndex]?.[4] ?? [region.locality];
    const aliases = new Set<string>();
    return Array.from({ length: ACTIVITIES_PER_REGION }, (_, i) => {
      const type = ACTIVITY_TYPES[(regionIndex + i) % ACTIVITY_TYPES.length]!;
      const schedule = SCHEDULES[i]!;
      const venue =
        i < AT_LOCATIONS && own[i]
          ? atLocation(own[i])
          : elsewhere(
              region,
              municipalities[1 + (i % Math.max(1, municipalities.length - 1))] ?? region.locality,
              i,
              random,
            );
      const title = `${type.topics[(regionIndex + i) % type.topics.length]!} in ${venue.address.locality}`;
      let slug = slugify(title);
      if (aliases.has(slug)) slug = `${slug}-${i + 1}`;
      aliases.add(slug);
      const start = schedule.startDay + (regionIndex % 5);
      return buildNode({
        nid: NID_BASE + regionIndex * 20 + i,
        type: 'activiteit',
        title,
        alias: `${region.alias}/activiteiten/${slug}`,
        age: random.int(30, 120),
        edited: random.int(0, 20),
        intro: [type.intro],
        blocks: [textBlock('Praktisch', schedule.practical)],
        fields: {
          field_activity_type: { id: type.tid, label: type.name, icon: activityIconPath(type.icon) },
          field_start_date: dateAfter(start),
          field_end_date: schedule.days === null ? null : dateAfter(start + schedule.days),
          field_start_time: schedule.start,
          field_end_time: schedule.end,
          field_entry_time: schedule.entry,
          field_location: venue.name,
          field_locatie: venue.locatie,
          field_address: venue.address,
          field_geolocation: venue.at,
          field_external_link: schedule.external
            ? { uri: `https://www.example.org/aanmelden/${slug}`, title: 'Aanmelden' }
            : null,
          field_regio: { id: region.nid, title: region.title, path: region.alias },
        },
      });
    });
  });
}
