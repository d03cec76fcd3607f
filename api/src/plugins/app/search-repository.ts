import fp from 'fastify-plugin';
import { toImage } from '@alz/shared/media/image';
import { isRecord } from '@alz/shared/wire/read';
import type { Db, Queryable } from '../../db/db';
import { oneWordPage, withSearchSettings, type OneWordRow } from '../../db/search-config';
import { foldName } from '../../lib/fold-name';
import { stripHtml } from '../../lib/html-text';
import { termWords } from '../../lib/search-term';
import type { ContentType } from '../../schemas/search';
import {
  CORRECTION_SQL,
  COUNT_SQL,
  FINDS_SQL,
  ONE_WORD_SQL,
  PAGE_SQL,
  SEARCH_PAGE_SIZE,
  SIMILAR_SQL,
  type Tier,
} from './search-sql';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: ReturnType<typeof createSearchRepository>;
  }
}

const NEWS_TYPES = ['news', 'regio_nieuws'];
// Regional content: regions, their locations and activities (the 'regio' filter of spec 1 §2.9).
const REGION_TYPES = ['regio', 'location', 'activiteit'];
// Typo matching looks at words of three letters or more, at most this many of them.
const TYPO_WORD_MIN = 3;
const TYPO_WORDS_MAX = 10;
// A typed word is replaced by a title word at least this similar (pg_trgm similarity).
const CORRECTION_MIN_SIMILARITY = 0.3;

// The site's filter values (spec 1 §2.9) as node types to include (null: all) and exclude.
const FILTERS: Record<ContentType, { include: string[] | null; exclude: string[] }> = {
  alle: { include: null, exclude: [] },
  informatie: { include: null, exclude: [...NEWS_TYPES, ...REGION_TYPES] },
  nieuws: { include: NEWS_TYPES, exclude: [] },
  regio: { include: REGION_TYPES, exclude: [] },
};

const NO_RESULTS = { Total: 0, Documents: [], Suggestion: null };

// What a result is, shown on its line (spec 1 §3 searchLabels), so that results of one title
// differ. The words of the site where it has them (the region sub-menu of spec 1 §2.5, the pill
// of an experience story of §2.3); 'Informatie' for the other pages.
const LABELS: Record<string, string> = {
  regio: 'Regio',
  regio_overzicht: 'Regio',
  location: 'Locatie',
  activiteit: 'Activiteit',
  news: 'Nieuws',
  regio_nieuws: 'Nieuws',
  news_overview: 'Nieuws',
  vacancies: 'Vrijwilligerswerk',
  regio_vacancies: 'Vrijwilligerswerk',
  vacancy_overview: 'Vrijwilligerswerk',
  corporate_vacature: 'Vacature',
  uitgelicht: 'Uitgelicht',
  services: 'Voorziening',
  info_over_dementie: 'Informatie over dementie',
  over_de_regio: 'Over de regio',
  ervaringsverhaal: 'Persoonlijk verhaal',
  recommendation_item: 'Tip',
  recommendation_overview: 'Tip',
  business_partner: 'Bedrijfsvriend',
  business_partner_overview: 'Bedrijfsvriend',
  campaign_special: 'Campagne',
  quiz: 'Quiz',
  shoppagina: 'Winkel',
};

interface Hit {
  nid: number;
  type: string;
  title: string;
  alias: string;
  intro: string | null;
  published: string | null;
  image: unknown;
  region: unknown;
}

interface SimilarHit extends Hit {
  total: number;
  best: string[];
}

function docType(type: string): 'information' | 'news' | 'regio' {
  if (REGION_TYPES.includes(type)) return 'regio';
  return NEWS_TYPES.includes(type) ? 'news' : 'information';
}

function regionOf(value: unknown) {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.path !== 'string') return null;
  return { Title: value.title, Path: value.path };
}

function toDocument(hit: Hit) {
  const type = docType(hit.type);
  // A region node belongs to no region: it is one, and its own title and path say which.
  const region = hit.type === 'regio' ? null : regionOf(hit.region);
  return {
    Id: hit.nid,
    Title: hit.title,
    DocType: type,
    Introduction: stripHtml(hit.intro ?? ''),
    Data: { Path: hit.alias },
    SearchLabels: [LABELS[hit.type] ?? 'Informatie'],
    ...(type === 'news' ? { HeaderImage: toImage(hit.image), PublicationDate: hit.published } : {}),
    // Regional documents and news always say it, null when national; others when they have one.
    ...(type !== 'information' || region ? { Region: region } : {}),
  };
}

// Up to this many documents ranking them all costs less than asking the tiers first (search-sql).
const TIERS_FROM = 1000;

function createSearchRepository(db: Db) {
  const filterParams = (contentType: ContentType) => [FILTERS[contentType].include, FILTERS[contentType].exclude];

  /**
   * The term with each unknown word replaced by the most similar word of the best titles, when
   * that term finds documents as it is; otherwise null.
   */
  async function correction(
    tx: Queryable,
    typed: string[],
    titles: string[],
    contentType: ContentType,
  ): Promise<string | null> {
    const candidates = [...new Set(titles.flatMap((title) => termWords(title.toLowerCase())))];
    const { rows } = await tx.query<{ i: number; word: string; known: boolean; score: number }>(CORRECTION_SQL, [
      typed,
      candidates,
    ]);
    const corrected = typed.map((word, index) => {
      const best = rows.find((row) => row.i === index + 1);
      const fix = best && !best.known && best.score >= CORRECTION_MIN_SIMILARITY && word.length >= TYPO_WORD_MIN;
      return fix ? best.word : word;
    });
    const suggestion = corrected.join(' ');
    if (foldName(suggestion) === foldName(typed.join(' '))) return null;
    const finds = await tx.query<{ finds: boolean }>(FINDS_SQL, [suggestion, ...filterParams(contentType)]);
    return finds.rows[0]?.finds ? suggestion : null;
  }

  /** Documents with a title like the words of a term that finds nothing as typed, and the corrected term. */
  async function similar(tx: Queryable, term: string, contentType: ContentType, offset: number) {
    const typed = termWords(term);
    const words = typed.filter((word) => word.length >= TYPO_WORD_MIN).slice(0, TYPO_WORDS_MAX);
    if (words.length === 0) return NO_RESULTS;
    const at = (from: number) => tx.query<SimilarHit>(SIMILAR_SQL, [words, ...filterParams(contentType), from]);
    const found = (await at(offset)).rows;
    // Past the last page the count and the best titles went with the rows: the first page has them.
    const first = found[0] ?? (offset > 0 ? (await at(0)).rows[0] : undefined);
    if (!first) return NO_RESULTS;
    return {
      Total: first.total,
      Documents: found.map(toDocument),
      Suggestion: await correction(tx, typed, first.best, contentType),
    };
  }

  /** The documents of the page at `offset`, from the first tier that fills it (search-sql). */
  async function pageOf(tx: Queryable, params: unknown[], offset: number, total: number): Promise<Hit[]> {
    if (offset >= total) return [];
    const at = async (tier: Tier) => (await tx.query<Hit>(PAGE_SQL[tier], [...params, offset])).rows;
    if (total > TIERS_FROM) {
      for (const tier of ['title', 'lead'] as const) {
        const rows = await at(tier);
        if (rows.length === SEARCH_PAGE_SIZE) return rows;
      }
    }
    return at('all');
  }

  /**
   * The answer for a term of one word whose page lies within the documents with the word in their
   * title (search-sql); null otherwise, and for a word found nowhere, which may be a typo.
   */
  async function oneWord(params: unknown[], offset: number) {
    // A prepared statement (one fixed text): the same plan suits every word.
    const { rows } = await db.query<OneWordRow<Hit>>(ONE_WORD_SQL, [...params, offset], { prepared: true });
    const ready = oneWordPage(rows, offset, SEARCH_PAGE_SIZE);
    if (!ready || ready.total === 0 || !ready.whole) return null;
    return { Total: ready.total, Documents: ready.hits.map(toDocument), Suggestion: null };
  }

  return {
    async search(term: string, contentType: ContentType, page = 0) {
      const params = [term, ...filterParams(contentType)];
      const offset = page * SEARCH_PAGE_SIZE;
      const answer = await oneWord(params, offset);
      if (answer) return answer;
      return withSearchSettings(db, async (tx) => {
        const { rows } = await tx.query<{ open: boolean; total: number }>(COUNT_SQL, params);
        const { open = false, total = 0 } = rows[0] ?? {};
        if (!open) return NO_RESULTS;
        if (total === 0) return similar(tx, term, contentType, offset);
        const documents = await pageOf(tx, params, offset, total);
        return { Total: total, Documents: documents.map(toDocument), Suggestion: null };
      });
    },
  };
}

export default fp(
  async (app) => {
    // Not `search`: Fastify already has app.search() for the HTTP SEARCH method.
    app.decorate('searchIndex', createSearchRepository(app.db));
  },
  {
    name: 'search-repository',
    dependencies: ['database'],
  },
);
