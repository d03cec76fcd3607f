import type { NodeRow } from '../../types/wire';
import { buildNode } from '../build-node';
import { daysBefore } from '../dates';
import { SCENE_NAMES, seedImage } from '../media';
import { html } from '../paragraphs';
import { Random } from '../random';
import { slugify } from '../slug';
import type { Region } from './regions';
import { GENERIC_INFO, HIGHLIGHTS, REGIONAL_INFO, SERVICES } from './region-content-texts';

// Own stream and nid range (7000 up), so this content changes nothing seeded before it.
const SEED = 20261105;
const GENERIC_NID = 7000;
const regionBase = (index: number) => 7010 + index * 20;

/** The first `count` items of a shuffled copy (Fisher-Yates with the seeded stream). */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const regioRef = (region: Region) => ({ id: region.nid, title: region.title, path: region.alias });

// Highlight windows in days before the reference day (negative: after it). Current ones run
// long, so they are still current for years of test runs; the spec's rule needs all three kinds.
// Each window draws twice, whatever its kind, so the kinds' order leaves the stream alone.
const WINDOWS = {
  current: (random: Random) => [random.int(10, 90), -random.int(900, 1500)],
  expired: (random: Random) => [random.int(120, 200), random.int(20, 60)],
  future: (random: Random) => [-random.int(900, 1200), -random.int(1300, 1600)],
} as const;
// A region draws three to five highlights: the first three give every region one of each kind
// (spec 1 §5: only current highlights show); a fourth and fifth are current, so some regions
// show two, others one.
const HIGHLIGHT_KINDS = ['current', 'expired', 'future', 'current', 'current'] as const;

function services(random: Random, region: Region, base: number): NodeRow[] {
  return sample(random, SERVICES, random.int(2, 4)).map(([title, text, linkTitle, uri], i) =>
    buildNode({
      nid: base + i,
      type: 'services',
      title,
      alias: `${region.alias}/voorzieningen/${slugify(title)}`,
      intro: [text],
      age: random.int(100, 400),
      edited: random.int(0, 90),
      fields: {
        field_regio: regioRef(region),
        field_text: html(text),
        field_image: seedImage(random.pick(SCENE_NAMES), 'card', title),
        field_link: { title: linkTitle, uri, external: false },
      },
    }),
  );
}

function highlights(random: Random, region: Region, base: number): NodeRow[] {
  const count = random.int(3, 5);
  return sample(random, HIGHLIGHTS, count).map(([title, text], i) => {
    const [start = 0, end = 0] = WINDOWS[HIGHLIGHT_KINDS[i]!](random);
    const age = random.int(200, 300);
    return buildNode({
      nid: base + 4 + i,
      type: 'uitgelicht',
      title,
      alias: `${region.alias}/uitgelicht/${slugify(title)}`,
      intro: [text],
      age,
      // Distinct edit days, so "most recently modified first" has one right answer.
      edited: age - 1 - i * 3 - random.int(0, 2),
      fields: {
        field_regio: regioRef(region),
        field_text: html(text),
        field_image: seedImage(random.pick(SCENE_NAMES), 'card', title),
        field_primary_button: { title: 'Lees meer', uri: `${region.alias}/over-de-regio`, external: false },
        field_secondary_link: { title: 'Bekijk de locaties', uri: `${region.alias}/locaties`, external: false },
        field_start_date: daysBefore(start),
        field_end_date: daysBefore(end),
      },
    });
  });
}

function info(random: Random, nid: number, title: string, text: string, alias: string, region?: Region): NodeRow {
  return buildNode({
    nid,
    type: 'info_over_dementie',
    title,
    alias,
    intro: [text],
    age: random.int(100, 600),
    edited: random.int(0, 60),
    fields: { ...(region ? { field_regio: regioRef(region) } : {}), field_text: html(text) },
  });
}

function overDeRegio(random: Random, region: Region, nid: number): NodeRow {
  const name = region.title.replace(/^Regio /, '');
  return buildNode({
    nid,
    type: 'over_de_regio',
    title: `Over ${region.title.replace(/^Regio/, 'regio')}`,
    alias: `${region.alias}/over-de-regio`,
    parent: { nid: region.nid, title: region.title, alias: region.alias },
    intro: [
      `In regio ${name} zetten vrijwilligers zich in voor mensen met dementie en hun naasten.`,
      'Zij organiseren ontmoetingen, geven voorlichting en denken mee als u vragen heeft.',
      `Ons team in ${region.locality} bestaat uit vrijwilligers met veel ervaring. Sommigen zorgen zelf voor iemand met dementie.`,
      'Wij zoeken altijd mensen die een paar uur per maand willen helpen. U bent van harte welkom.',
    ],
    age: random.int(300, 700),
    edited: random.int(0, 200),
    fields: { field_regio: regioRef(region) },
  });
}

/** Services, highlights, dementia information and "over de regio" pages of the regions. */
export function buildRegionContent(regions: Region[]): NodeRow[] {
  const random = new Random(SEED);
  const generic = GENERIC_INFO.map(([title, text], i) =>
    info(random, GENERIC_NID + i, title, text, `/informatie-over-dementie/${slugify(title)}`),
  );
  const perRegion = regions.flatMap((region, index) => {
    const base = regionBase(index);
    // Region-specific dementia information for every third region; the others show the generic.
    const regional =
      index % 3 === 0
        ? sample(random, REGIONAL_INFO, random.int(2, 3)).map(([title, text], i) =>
            info(
              random,
              base + 10 + i,
              title,
              text,
              `${region.alias}/informatie-over-dementie/${slugify(title)}`,
              region,
            ),
          )
        : [];
    return [
      ...services(random, region, base),
      ...highlights(random, region, base),
      ...regional,
      overDeRegio(random, region, base + 15),
    ];
  });
  return [...generic, ...perRegion];
}
