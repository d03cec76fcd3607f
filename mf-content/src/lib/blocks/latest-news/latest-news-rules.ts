import type { LatestNewsItem } from './latest-news-items';

/** spec 1 §9: on a small screen at most three items, of which at most two regional. */
const MOBILE_MAX = 3;
const MOBILE_MAX_REGIONAL = 2;

const time = (item: LatestNewsItem) => (item.publicationDate ? Date.parse(item.publicationDate) : 0);
const newestFirst = (items: LatestNewsItem[]) => [...items].sort((a, b) => time(b) - time(a));

/**
 * spec 1 §5 and §9: items marked HideFromHomepage never show. On desktop every general and
 * regional item shows, newest first; otherwise up to three, at most two regional, the rest general.
 */
export function selectLatestNews(items: LatestNewsItem[], desktop: boolean): LatestNewsItem[] {
  const shown = newestFirst(items.filter((item) => !item.hideFromHomepage));
  if (desktop) return shown;
  const regional = shown.filter((item) => item.regional).slice(0, MOBILE_MAX_REGIONAL);
  const general = shown.filter((item) => !item.regional).slice(0, MOBILE_MAX - regional.length);
  return newestFirst([...regional, ...general]);
}
