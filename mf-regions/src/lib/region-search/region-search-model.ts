import { isRecord } from '@alz/shared/wire/read';
export interface RegionHit {
  id: number;
  title: string;
  intro: string;
  url: string;
}

/** Answer of /api/v1/region/search -> hits; entries without a title or path are left out. */
export function toRegionHits(answer: unknown): RegionHit[] {
  if (!Array.isArray(answer)) return [];
  return answer.filter(isRecord).flatMap((item) => {
    const path = isRecord(item.Data) ? item.Data.Path : undefined;
    if (typeof item.Title !== 'string' || typeof path !== 'string' || !path.startsWith('/')) return [];
    return [
      {
        id: typeof item.Id === 'number' ? item.Id : 0,
        title: item.Title,
        intro: typeof item.Introduction === 'string' ? item.Introduction : '',
        url: path,
      },
    ];
  });
}
