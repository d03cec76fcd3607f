export interface Breadcrumb {
  title: string;
  url: string;
}

/** Wire items (title, url) -> breadcrumbs; items without a title or address are dropped. */
export function toBreadcrumbs(answer: unknown): Breadcrumb[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((item): item is { title?: unknown; url?: unknown } => !!item && typeof item === 'object')
    .map((item) => ({
      title: typeof item.title === 'string' ? item.title : '',
      url: typeof item.url === 'string' ? item.url : '',
    }))
    .filter((item) => item.title !== '' && item.url.startsWith('/'));
}
