// Pages and news of the scale-up seed (scale.ts), in the shapes of the normal seed's builders
// (dementia-pages.ts, showcase/news.ts), so the api's queries read them as they read the seeded
// ones; scale-regional-nodes.ts has the regions' locations, activities and vacancies.
import type { NodeRow } from '../types/wire';
import type { Pc4Row } from '../geo/pc4';
import { buildNode } from './build-node';
import { daysBefore } from './dates';
import { SCENE_NAMES, seedImage } from './media';
import { expandableBlock, linkListBlock, memoryTestBlock, quoteBlock, textBlock, type Block } from './paragraphs';
import type { Random } from './random';
import {
  BLOCK_TITLES,
  FIRST_NAMES,
  NEWS_TITLES,
  PAGE_TITLES,
  RARE_TOPICS,
  SENTENCES,
  STREETS,
  TOPICS,
} from './scale-words';
import { slugify } from './slug';

/** A region as the scale content refers to it, read from the normal seed's region node. */
export interface ScaleRegion {
  nid: number;
  title: string;
  alias: string;
  /** The reference a regional vacancy carries (vacancies.ts regionReference). */
  reference: Record<string, unknown>;
  /** Postcode areas of the region's municipalities: addresses and coordinates of its content. */
  places: readonly Pc4Row[];
}

export interface ScaleContext {
  regions: readonly ScaleRegion[];
  /** Every postcode area of the gazetteer, for national content. */
  places: readonly Pc4Row[];
}

// Seeded section pages the generated pages hang under (dementia-pages.ts, support-pages.ts).
const SECTIONS = [
  { nid: 10, title: 'Over dementie', alias: '/dementie' },
  { nid: 14, title: 'Zorgen voor iemand met dementie', alias: '/mantelzorg' },
  { nid: 15, title: 'Help mee', alias: '/help-mee' },
];
const READ_MORE: [string, string][] = [
  ['Wat is dementie?', '/dementie/wat-is-dementie'],
  ['Vormen van dementie', '/dementie/vormen-van-dementie'],
  ['Leven met dementie', '/dementie/leven-met-dementie'],
  ['Zorgen voor iemand met dementie', '/mantelzorg'],
  ['Help mee', '/help-mee'],
];
// The news vocabularies of showcase/news.ts (spec 1 §3 news_category and thematic).
const CATEGORIES = [
  { id: 1, label: 'Onderzoek' },
  { id: 2, label: 'Zorg en ondersteuning' },
  { id: 3, label: 'Vrijwilligers' },
  { id: 4, label: 'Evenementen' },
];
const REGIONAL_CATEGORY = { id: 5, label: 'Regionaal' };
const THEMATIC = ['Geheugen', 'Mantelzorg', 'Onderzoek', 'Wonen', 'Bewegen', 'Samen leven'];
// Postcode letters never include SA, SD or SS (regions.ts).
export const POSTCODE_LETTERS = ['AB', 'BC', 'CK', 'EG', 'HJ', 'KL', 'MN', 'PR', 'TV', 'XZ'];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// About one page in fifty is about a rare subject, so a rare word has a few dozen hits at 20,000.
const topicOf = (random: Random) => (random.next() < 0.02 ? random.pick(RARE_TOPICS) : random.pick(TOPICS));

/** `count` different sentences about the topic. */
export function sentences(random: Random, count: number, topic: string, place: string): string[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(0, SENTENCES.length - 1));
  return [...chosen].map((index) => SENTENCES[index]!(topic, place, random.pick(FIRST_NAMES)));
}

function pageBlocks(random: Random, topic: string, place: string): Block[] {
  return Array.from({ length: random.int(3, 6) }, () => {
    const kind = random.int(0, 9);
    if (kind < 5) return textBlock(random.pick(BLOCK_TITLES), ...sentences(random, random.int(2, 4), topic, place));
    if (kind < 7) return expandableBlock(`Vraag over ${topic}`, ...sentences(random, 2, topic, place));
    if (kind < 8)
      return quoteBlock(
        sentences(random, 1, topic, place)[0]!,
        `${random.pick(FIRST_NAMES)}, ${random.int(45, 90)} jaar`,
      );
    if (kind < 9) return linkListBlock('Lees meer', [random.pick(READ_MORE), random.pick(READ_MORE)]);
    return memoryTestBlock(
      'Maakt u zich zorgen over uw geheugen?',
      'Doe de geheugentest. Het duurt maar een paar minuten.',
    );
  });
}

export const addressIn = (random: Random, place: Pc4Row) => ({
  address_line1: `${random.pick(STREETS)} ${random.int(1, 120)}`,
  postal_code: `${place.postcode} ${random.pick(POSTCODE_LETTERS)}`,
  locality: place.place,
  country_code: 'NL' as const,
});

export const regioRef = (region: ScaleRegion) => ({ id: region.nid, title: region.title, path: region.alias });

export function scalePage(random: Random, nid: number, context: ScaleContext): NodeRow {
  const topic = topicOf(random);
  const title = capital(random.pick(PAGE_TITLES)(topic, random.pick(TOPICS)));
  const section = random.pick(SECTIONS);
  const place = random.pick(context.places).place;
  const age = random.int(1, 2500);
  return buildNode({
    nid,
    type: 'content_page',
    title,
    alias: `${section.alias}/${slugify(title)}-${nid}`,
    parent: section,
    age,
    edited: random.int(0, Math.min(age, 400)),
    intro: sentences(random, random.int(1, 2), topic, place),
    blocks: pageBlocks(random, topic, place),
  });
}

export function scaleNews(random: Random, nid: number, context: ScaleContext, regional: boolean): NodeRow {
  const region = regional ? random.pick(context.regions) : null;
  const place = random.pick(region?.places ?? context.places).place;
  const topic = topicOf(random);
  const title = capital(random.pick(NEWS_TITLES)(topic, place));
  const scene = random.pick(SCENE_NAMES);
  // The scene's own title says what the drawing shows.
  const image = (kind: 'news' | 'card') => {
    const drawn = seedImage(scene, kind, '');
    return { ...drawn, alt: `Tekening: ${(drawn.title ?? '').toLowerCase()}` };
  };
  const age = random.int(1, 3650);
  const thematic = [random.int(1, 6), random.int(1, 6)].filter((id, i, ids) => ids.indexOf(id) === i);
  return buildNode({
    nid,
    type: 'news',
    title,
    alias: `/nieuws/${slugify(title)}-${nid}`,
    age,
    intro: sentences(random, 1, topic, place),
    blocks: [
      textBlock(random.pick(BLOCK_TITLES), ...sentences(random, random.int(2, 4), topic, place)),
      textBlock(
        'Meer weten?',
        'Heeft u vragen na het lezen van dit bericht? Bel de Dementielijn of kijk op onze website.',
      ),
    ],
    publicationDate: daysBefore(age),
    fields: {
      field_news_category: region ? REGIONAL_CATEGORY : random.pick(CATEGORIES),
      field_regio: region ? regioRef(region) : null,
      field_header_image: image('news'),
      field_card_image: image('card'),
      field_hide_from_homepage: false,
      field_thematic: thematic.map((id) => ({ id, label: THEMATIC[id - 1]! })),
    },
  });
}
