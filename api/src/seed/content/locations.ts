import type { TaxonomyTermRow } from '../../types/site';
import type { NodeRow } from '../../types/wire';
import { buildNode } from '../build-node';
import { textBlock } from '../paragraphs';
import type { Random } from '../random';
import { slugify } from '../slug';
import type { Region } from './regions';

/** The location_type vocabulary (spec 1 §3), in the order editors sorted it. */
export const LOCATION_TYPES = [
  { tid: 1, name: 'Alzheimer Café' },
  { tid: 2, name: 'Ontmoetingscentrum' },
  { tid: 3, name: 'Odensehuis' },
  { tid: 4, name: 'Alzheimer Trefpunt' },
  { tid: 5, name: 'Inloophuis' },
] as const;

export const locationTypeTerms: TaxonomyTermRow[] = LOCATION_TYPES.map((type, index) => ({
  vocabulary: 'location_type',
  tid: type.tid,
  name: type.name,
  weight: index,
  icon: null,
}));

const PLACES = [
  'De Linde',
  'Het Anker',
  'De Boomgaard',
  'Buurthuis De Brug',
  'De Ontmoeting',
  'Het Trefpunt',
  'De Zonnebloem',
  'Wijkcentrum Noord',
  'De Kastanje',
  'Bibliotheek Centrum',
];
const STREETS = ['Dorpsstraat', 'Kerkplein', 'Julianalaan', 'Beatrixstraat', 'Molenstraat', 'Havenweg', 'Parklaan'];

const ABOUT: Record<number, string> = {
  1: 'Elke maand praten we over een onderwerp rond dementie. Daarna is er tijd voor koffie en een gesprek. Iedereen is welkom, aanmelden hoeft niet.',
  2: 'Mensen met dementie doen hier samen mee aan activiteiten, op een tempo dat bij hen past. Mantelzorgers kunnen hier terecht met hun vragen.',
  3: 'Een huiskamer waar mensen met beginnende dementie zelf meedenken over het programma. U kunt gewoon binnenlopen.',
  4: 'Hier ontmoet u mensen die hetzelfde meemaken. We wandelen, zingen of praten, net waar de groep behoefte aan heeft.',
  5: 'Binnenlopen voor een vraag of een kop thee kan hier elke werkdag. Een vrijwilliger luistert en denkt met u mee.',
};

/** Eight locations per region, of several types, each referring to its region. */
export function buildLocations(regions: Region[], random: Random): NodeRow[] {
  return regions.flatMap((region, regionIndex) =>
    Array.from({ length: 8 }, (_, i) => {
      const type = LOCATION_TYPES[(regionIndex + i) % LOCATION_TYPES.length]!;
      const place = PLACES[(regionIndex * 3 + i) % PLACES.length]!;
      const title = `${type.name} ${place}, ${region.locality}`;
      const postalCode = `${region.postalCode.slice(0, 4)} ${String.fromCharCode(65 + i)}${String.fromCharCode(66 + (regionIndex % 20))}`;
      return buildNode({
        nid: 5000 + regionIndex * 10 + i,
        type: 'location',
        title,
        alias: `${region.alias}/locaties/${slugify(`${type.name} ${place}`)}`,
        age: random.int(60, 600),
        edited: random.int(0, 50),
        intro: [ABOUT[type.tid]!],
        blocks: [
          textBlock(
            'Bereikbaarheid',
            'De locatie is goed bereikbaar met het openbaar vervoer. Er is een invalidentoilet en u kunt parkeren voor de deur.',
          ),
        ],
        fields: {
          field_location_type: { id: type.tid, label: type.name },
          field_regio: { id: region.nid, title: region.title, path: region.alias },
          field_address: {
            address_line1: `${random.pick(STREETS)} ${random.int(1, 80)}`,
            postal_code: postalCode,
            locality: region.locality,
            country_code: 'NL',
          },
          field_email: `locatie.${region.slug}.${i + 1}@example.org`,
          field_contact: 'Neem gerust contact op met de coördinator van deze locatie.',
        },
      });
    }),
  );
}
