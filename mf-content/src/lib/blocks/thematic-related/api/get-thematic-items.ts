import { toImage, type ImageModel } from '@alz/shared/media/image';
import { contentApi } from '../../../../store';
import { isRecord } from '@alz/shared/wire/read';

export interface ThematicItem {
  id: number;
  title: string;
  path: string;
  image: ImageModel | null;
  intro: string;
}

/** One more than a block shows, so leaving out the current page still fills it. */
export const THEMATIC_REQUEST_SIZE = 7;

/** Wire: { Items: [{ Id, Title, HeaderImage, Data: { Path }, Introduction }], Total }; broken items are skipped. */
export function toThematicItems(body: unknown): ThematicItem[] {
  const items = isRecord(body) && Array.isArray(body.Items) ? body.Items : [];
  return items.flatMap((item: unknown): ThematicItem[] => {
    if (!isRecord(item) || typeof item.Title !== 'string' || item.Title === '') return [];
    const path = isRecord(item.Data) && typeof item.Data.Path === 'string' ? item.Data.Path : '';
    if (!path.startsWith('/')) return [];
    return [
      {
        id: typeof item.Id === 'number' ? item.Id : 0,
        title: item.Title,
        path,
        image: toImage(item.HeaderImage),
        intro: typeof item.Introduction === 'string' ? item.Introduction : '',
      },
    ];
  });
}

const thematicApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getThematicItems: build.query<ThematicItem[], { tag: string }>({
      query: ({ tag }) =>
        `/api/v1/thematic/search?${new URLSearchParams({ tag, page: '0', pageSize: String(THEMATIC_REQUEST_SIZE) })}`,
      transformResponse: toThematicItems,
    }),
  }),
});

export const { useGetThematicItemsQuery } = thematicApi;
