// What the search bench asks (tools/bench/search.ts): search terms and typed prefixes as visitors
// type them, drawn from the words the seed and the scale-up seed write (api/src/seed/scale-words.ts)
// by a seeded PRNG, so every run asks the same things in the same order.
import { Random, RARE_TOPICS, TOPICS } from '@alz/api/testing';

export type QueryKind = 'word' | 'phrase' | 'typo' | 'no accents' | 'rare' | 'no hits' | 'place';
export type ContentType = 'alle' | 'informatie' | 'nieuws' | 'regio';

export interface SearchQuery {
  kind: QueryKind;
  query: string;
  contentType: ContentType;
  /** Counted from 0, as the api counts them. */
  page: number;
}

export interface SuggestPrefix {
  kind: 'prefix' | 'typo' | 'no accents' | 'two words';
  query: string;
}

const COMMON = [
  'dementie',
  'alzheimer',
  'mantelzorg',
  'mantelzorger',
  'vrijwilliger',
  'vrijwilligerswerk',
  'geheugentest',
  'geheugen',
  'huisarts',
  'casemanager',
  'ontmoetingscentrum',
  'onderzoek',
  'wandelen',
  'nieuws',
  'lezing',
  'brochure',
  'verpleeghuis',
  'dagbesteding',
  'medicijnen',
  'diagnose',
];
// Single words of the topics: "een wilsverklaring" -> "wilsverklaring".
const TOPIC_WORDS = [...TOPICS, ...RARE_TOPICS]
  .flatMap((topic) => topic.split(' '))
  .filter((word) => word.length >= 5 && !['leven', 'samen', 'zaken'].includes(word));
const WORDS = [...new Set([...COMMON, ...TOPIC_WORDS])];
const RARE = ['afasie', 'apraxie', 'snoezelen', 'reminiscentie', 'Korsakov', 'prosopagnosie', 'sundowning', 'duofiets'];
const PHRASES = [
  'leven met dementie',
  'alzheimer café',
  'tips mantelzorg',
  'vrijwilliger worden',
  'geheugentest doen',
  'dementie erfelijk',
  'hulp thuis',
  'ziekte van alzheimer',
  'jonge mensen dementie',
  '"wat is dementie"',
  'onrust avond',
  'praten over de diagnose',
];
const PLACES = ['Utrecht', 'Zwolle', 'Groningen', 'Den Haag', "'s-Hertogenbosch", 'Leeuwarden', 'Maastricht', 'Zeist'];
// The site's words with their accents left out, as most visitors type them.
const UNACCENTED = [
  'cafe',
  'alzheimer cafe',
  'coordinatie',
  'coordinator',
  'financiele zaken',
  'ideeen',
  'cafebezoek',
  'Marienberg',
  'Sint Odilienberg',
];
// The start of a title, into its second word.
const TWO_WORDS = ['wat is', 'hulp t', 'tips m', 'over d', 'jonge ', 'zorg t', 'de dia', 'alz ca'];
const NO_HITS = ['quantumfysica', 'blockchain', 'xylofoon', 'parkeervergunning', 'zzqvx', 'tandartsrekening'];

/** A word with one slip of the keyboard: two letters swapped, one left out, doubled or wrong. */
export function typo(random: Random, word: string): string {
  const at = random.int(1, word.length - 2);
  const letters = [...word];
  switch (random.int(0, 3)) {
    case 0:
      [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
      break;
    case 1:
      letters.splice(at, 1);
      break;
    case 2:
      letters.splice(at, 0, letters[at]!);
      break;
    default:
      letters[at] = random.pick([...'aeiou'].filter((vowel) => vowel !== letters[at]));
  }
  return letters.join('');
}

// Most searches are of all content; the filters and later pages come after a first look.
const CONTENT_TYPES: ContentType[] = ['alle', 'alle', 'alle', 'informatie', 'nieuws', 'regio'];
const KINDS: [QueryKind, number][] = [
  ['word', 50],
  ['phrase', 35],
  ['typo', 35],
  ['no accents', 20],
  ['rare', 20],
  ['no hits', 20],
  ['place', 20],
];

function term(random: Random, kind: QueryKind): string {
  if (kind === 'word') return random.pick(WORDS);
  if (kind === 'phrase')
    return random.next() < 0.6 ? random.pick(PHRASES) : `${random.pick(WORDS)} ${random.pick(WORDS)}`;
  if (kind === 'typo') return typo(random, random.pick(WORDS));
  if (kind === 'no accents') return random.pick(UNACCENTED);
  if (kind === 'rare') return random.pick(RARE);
  if (kind === 'no hits') return random.pick(NO_HITS);
  return random.pick(PLACES);
}

/** `count` searches (200 by default) in the shares of KINDS, shuffled into one fixed order. */
export function searchQueries(count = 200, seed = 16): SearchQuery[] {
  const random = new Random(seed);
  const total = KINDS.reduce((sum, [, share]) => sum + share, 0);
  const kinds = KINDS.flatMap(([kind, share]) => Array<QueryKind>(Math.round((share * count) / total)).fill(kind));
  const queries = kinds.slice(0, count).map((kind) => ({
    kind,
    query: term(random, kind),
    contentType: random.pick(CONTENT_TYPES),
    page: kind !== 'no hits' && random.next() < 0.1 ? random.int(1, 3) : 0,
  }));
  return shuffle(random, queries);
}

/** `count` typed prefixes (200 by default) of 2 to 6 characters. */
export function suggestPrefixes(count = 200, seed = 19): SuggestPrefix[] {
  const random = new Random(seed);
  return Array.from({ length: count }, (): SuggestPrefix => {
    const draw = random.next();
    const length = random.int(2, 6);
    if (draw < 0.7) {
      const word = random.pick([...WORDS, ...PLACES]);
      // Some visitors start with a capital letter.
      const typed = random.next() < 0.15 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
      return { kind: 'prefix', query: typed.slice(0, length) };
    }
    // The slip inside what was typed: 4 or 5 letters, one more or less after the slip.
    if (draw < 0.85) return { kind: 'typo', query: typo(random, random.pick(WORDS).slice(0, random.int(4, 5))) };
    if (draw < 0.92) return { kind: 'no accents', query: random.pick(UNACCENTED).slice(0, Math.max(4, length)) };
    return { kind: 'two words', query: random.pick(TWO_WORDS) };
  });
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The address of one search, as mf-search's search-site.ts builds it. */
export function searchPath({ query, contentType, page }: SearchQuery): string {
  const params = new URLSearchParams({ query, contentType, ...(page > 0 ? { page: String(page) } : {}) });
  return `/api/v1/es/search?${params}`;
}

export const suggestPath = ({ query }: SuggestPrefix) => `/api/v1/es/suggest?${new URLSearchParams({ query })}`;
