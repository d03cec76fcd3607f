// spec 2 §5 and §9: which page numbers a pager shows.

/** Pages either side of the current one (spec 2 §9, paginationSize). */
export const PAGINATION_SIZE = 2;

export type PageWindowEntry = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The first and last page always, `size` pages either side of the current one, and a gap
 * (shown as an ellipsis) wherever pages are left out; nothing at all for a single page.
 */
export function pageWindow(currentPage: number, totalPages: number, size = PAGINATION_SIZE): PageWindowEntry[] {
  const total = Math.floor(totalPages);
  if (!(total > 1)) return [];
  const current = Math.min(Math.max(Math.floor(currentPage) || 1, 1), total);
  const pages = new Set([1, total]);
  for (let page = Math.max(1, current - size); page <= Math.min(total, current + size); page += 1) pages.add(page);
  const entries: PageWindowEntry[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous > 1) entries.push({ kind: 'gap', after: previous });
    entries.push({ kind: 'page', page });
    previous = page;
  }
  return entries;
}

/** spec 1 §5: a page parameter that is not a whole number from 1 falls back to 1. */
export function toPageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return value && Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Total pages for a total count, at least 1. */
export const totalPagesOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** A page's address: the path with every other query parameter kept (e.g. zoekterm). */
export function pageHref(path: string, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The page "Vorige" leads to: the one before, or the last page when the address asks for one
 * beyond it (`?page=99` of 5 pages), so an empty page beyond the end points back to the items.
 * Null on the first page, and when there are no pages at all.
 */
export function previousPage(currentPage: number, totalPages: number): number | null {
  const previous = Math.min(currentPage - 1, totalPages);
  return previous >= 1 ? previous : null;
}
