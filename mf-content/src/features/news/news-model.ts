// Transform at the edge (conventions habit 3): the api's PascalCase news answers become the
// view models the news components show. Every reader tolerates missing or malformed fields.
import { toImage, type ImageModel } from '@alz/shared/media/image';
import { isRecord, text } from '@alz/shared/wire/read';
import { isoDate, newsPath } from '../../lib/news/news-wire';

/** spec 1 §9: news overview page size 10. */
export const NEWS_PAGE_SIZE = 10;

/** The region of a regional overview, as the regional news calls name it (spec 1 §7). */
export interface NewsRegion {
  id: number;
  /** The region's title, e.g. "Regio Utrecht". */
  name: string;
}

export interface NewsCardModel {
  id: string;
  title: string;
  url: string;
  /** ISO timestamp, checked; kept as text because the store holds only serialisable values. */
  publicationDate: string | null;
  introduction: string;
  image: ImageModel | null;
  category: string;
  region: string;
}

export interface NewsPageModel {
  total: number;
  items: NewsCardModel[];
}

function toNewsCard(value: unknown, index: number): NewsCardModel | null {
  if (!isRecord(value)) return null;
  const title = text(value.Title).trim();
  const url = newsPath(value.Data);
  if (!title || !url) return null;
  return {
    id: typeof value.Id === 'number' ? String(value.Id) : `${url}#${index}`,
    title,
    url,
    publicationDate: isoDate(value.PublicationDate),
    introduction: text(value.Introduction),
    image: toImage(value.HeaderImage),
    category: isRecord(value.Category) ? text(value.Category.Label) : '',
    region: isRecord(value.Region) ? text(value.Region.Title) : '',
  };
}

/** `{ Items, TotalItems }` -> a page of cards; a total below the items shown is not believed. */
export function toNewsPage(answer: unknown): NewsPageModel {
  const raw = isRecord(answer) && Array.isArray(answer.Items) ? answer.Items : [];
  const items = raw.map(toNewsCard).filter((item): item is NewsCardModel => item !== null);
  const total = isRecord(answer) ? answer.TotalItems : undefined;
  return {
    total: typeof total === 'number' && Number.isInteger(total) && total >= items.length ? total : items.length,
    items,
  };
}
