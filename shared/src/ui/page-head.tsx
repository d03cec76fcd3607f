// React 19 hoists <title>, <meta> and <link> rendered anywhere into the document head, so a
// page declares its head where it knows the facts (the shell for content pages, a remote for
// its own overview) without a head manager.

import { createContext, useContext } from 'react';
import { previousPage } from '../pagination/page-window';

export const productName = 'Alzheimer Nederland';

/**
 * The name after every page title: the brand's (spec 2 §1), which the shell reads from the page
 * and gives here, so a remote's page is titled for the brand too. The main site's by default.
 */
export const SiteNameContext = createContext(productName);

export interface Pagination {
  /** Current page, starting at 1 (spec 2 §2). */
  page: number;
  totalPages: number;
}

interface Props {
  title: string;
  description?: string;
  /** Absolute or root-relative address of the page without query, for canonical and og:url. */
  path: string;
  /** spec 1 §2.7: page 1 of a search result is not indexable. */
  noIndex?: boolean;
  pagination?: Pagination;
  /** Query parameters to keep on prev/next links (e.g. zoekterm), without `page`. */
  query?: Record<string, string>;
}

function pageUrl(path: string, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query);
  // Page 1 is the overview itself: its address has no page parameter (as the pager links).
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * spec 2 §2: `next` is added as page 2 when there is no page parameter yet, never beyond the
 * last page; `prev` when the page is above 1, and the last page from beyond it.
 */
export function paginationLinks({ page, totalPages }: Pagination, path: string, query: Record<string, string> = {}) {
  const previous = previousPage(page, totalPages);
  return {
    prev: previous === null ? null : pageUrl(path, query, previous),
    next: page < totalPages ? pageUrl(path, query, page + 1) : null,
  };
}

export function PageHead({ title, description, path, noIndex = false, pagination, query = {} }: Props) {
  const siteName = useContext(SiteNameContext);
  const fullTitle = title ? `${title} - ${siteName}` : siteName;
  const canonical = typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
  const links = pagination ? paginationLinks(pagination, path, query) : { prev: null, next: null };
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title || siteName} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <link rel="canonical" href={canonical} />
      <meta name="robots" content={noIndex ? 'noindex, follow' : 'index, follow'} />
      {links.prev ? <link rel="prev" href={links.prev} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
    </>
  );
}
