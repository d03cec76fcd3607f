import { PageHead, paginationLinks, type Pagination } from '@alz/shared/ui/page-head';

interface Props {
  /** 'page': this overview owns the whole head (/nieuws); 'links': the shell wrote it (a node page). */
  mode: 'page' | 'links';
  title: string;
  path: string;
  noIndex: boolean;
  pagination?: Pagination;
  query: Record<string, string>;
}

/** spec 1 §2.7 and spec 2 §2: robots per page and prev/next links for a paged news overview. */
export function NewsHead({ mode, title, path, noIndex, pagination, query }: Props) {
  if (mode === 'page') {
    return <PageHead title={title} path={path} noIndex={noIndex} pagination={pagination} query={query} />;
  }
  const links = pagination ? paginationLinks(pagination, path, query) : { prev: null, next: null };
  return (
    <>
      {/* The shell's head says "index"; crawlers follow the stricter of two robots tags. */}
      {noIndex ? <meta name="robots" content="noindex, follow" /> : null}
      {links.prev ? <link rel="prev" href={links.prev} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
    </>
  );
}
