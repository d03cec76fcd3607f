import { toImage, type ImageModel } from '@alz/shared/media/image';
import { isRecord, text } from '@alz/shared/wire/read';
export const pillars = ['alle', 'informatie', 'nieuws', 'regio'] as const;
export type Pillar = (typeof pillars)[number];

export interface SearchResult {
  id: number;
  title: string;
  type: 'information' | 'news' | 'regio';
  introduction: string;
  url: string;
  /** What the result is ('Vrijwilligerswerk', 'Nieuws'), each once, for its result line. */
  searchLabels: string[];
  /** News only (spec 1 §3): the card image and the publication date (ISO). */
  image: ImageModel | null;
  publicationDate: string | null;
  /** Regional results: the region they belong to. */
  region: { title: string; url: string } | null;
}

// Ten results a page, as the api sends them.
export const searchPageSize = 10;

export interface SearchPage {
  total: number;
  results: SearchResult[];
  /** "Bedoelde u …?": a corrected term, when the words as typed found nothing. */
  suggestion: string | null;
}

/** spec 1 §5: a page parameter that is not a whole number from 1 falls back to 1. */
export function toPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function toSearchPage(answer: unknown): SearchPage {
  const results = toSearchResults(answer);
  const total = (answer as { Total?: unknown } | null)?.Total;
  const suggestion = text((answer as { Suggestion?: unknown } | null)?.Suggestion).trim();
  return {
    total: typeof total === 'number' && total >= results.length ? total : results.length,
    results,
    suggestion: suggestion || null,
  };
}

export function toPillar(value: string | null): Pillar {
  return pillars.find((p) => p === value) ?? 'alle';
}

const docTypes: readonly SearchResult['type'][] = ['information', 'news', 'regio'];

/** Wire search documents (Id, Title, DocType, Introduction, Data.Path, SearchLabels) -> results. */
export function toSearchResults(answer: unknown): SearchResult[] {
  const documents = (answer as { Documents?: unknown } | null)?.Documents;
  if (!Array.isArray(documents)) return [];
  return documents
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d) => ({
      id: typeof d.Id === 'number' ? d.Id : 0,
      title: text(d.Title),
      type: docTypes.find((type) => type === d.DocType) ?? 'information',
      introduction: text(d.Introduction),
      url: text((d.Data as { Path?: unknown } | undefined)?.Path) || '/',
      searchLabels: toLabels(d.SearchLabels),
      image: toImage(d.HeaderImage),
      publicationDate: text(d.PublicationDate) || null,
      region: toRegion(d.Region),
    }))
    .filter((r) => r.title !== '');
}

function toLabels(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map((label) => text(label).trim()).filter((label) => label !== ''))];
}

function toRegion(value: unknown): SearchResult['region'] {
  if (!isRecord(value)) return null;
  const title = text(value.Title).trim();
  const url = text(value.Path);
  return title && url.startsWith('/') ? { title, url } : null;
}
