export const pillars = ['alle', 'informatie', 'nieuws', 'regio'] as const;
export type Pillar = (typeof pillars)[number];

export interface SearchResult {
  id: number;
  title: string;
  type: 'information' | 'news' | 'regio';
  introduction: string;
  url: string;
  searchLabels: string[];
}

export function toPillar(value: string | null): Pillar {
  return pillars.find((p) => p === value) ?? 'alle';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
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
      searchLabels: Array.isArray(d.SearchLabels)
        ? d.SearchLabels.filter((l): l is string => typeof l === 'string')
        : [],
    }))
    .filter((r) => r.title !== '');
}
