// The latest-news answer (spec 1 §7 `/api/v1/es/news/latest`) as the block's items.
import { toImage, type ImageModel } from '@alz/shared/media/image';
import { isRecord, text } from '@alz/shared/wire/read';
import { isoDate, newsPath } from '../../news/news-wire';

export interface LatestNewsItem {
  title: string;
  url: string;
  publicationDate: string | null;
  introduction: string;
  image: ImageModel | null;
  hideFromHomepage: boolean;
  regional: boolean;
}

/** The latest-news answer (an array) -> items; anything without a title or a safe link is left out. */
export function toLatestNews(answer: unknown): LatestNewsItem[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((value: unknown): LatestNewsItem[] => {
    if (!isRecord(value)) return [];
    const title = text(value.Title).trim();
    const url = newsPath(value.Data);
    if (!title || !url) return [];
    return [
      {
        title,
        url,
        publicationDate: isoDate(value.PublicationDate),
        introduction: text(value.Introduction),
        image: toImage(value.HeaderImage),
        hideFromHomepage: value.HideFromHomepage === true,
        regional: value.IsRegional === true,
      },
    ];
  });
}
