/** The api's page of locations (api locations-repository.ts; spec 1 §7 names no size). */
export const LOCATIONS_PAGE_SIZE = 10;

export interface LocationType {
  id: number;
  label: string;
}

export interface LocationItem {
  title: string;
  type: string;
  /** Address line, postal code and locality joined (spec 1 §3 "Location item"). */
  address: string;
  url: string;
}

export interface LocationsPage {
  total: number;
  items: LocationItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sitePath = (value: unknown) => {
  const path = str(value);
  return /^\/(?!\/)/.test(path) ? path : null;
};

export function toLocationTypes(answer: unknown): LocationType[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter(isRecord)
    .filter((term) => typeof term.tid === 'number' && str(term.name) !== '')
    .map((term) => ({ id: term.tid as number, label: str(term.name) }));
}

export function toLocationsPage(answer: unknown): LocationsPage {
  if (!isRecord(answer) || !Array.isArray(answer.Locations)) return { total: 0, items: [] };
  const items = answer.Locations.filter(isRecord).flatMap((location) => {
    const url = sitePath(isRecord(location.Data) ? location.Data.Path : undefined);
    const title = str(location.Title);
    if (!url || !title) return [];
    const address = isRecord(location.Address) ? location.Address : {};
    const place = [str(address.postal_code), str(address.locality)].filter(Boolean).join(' ');
    return [
      {
        title,
        type: str(location.LocationType),
        address: [str(address.address_line1), place].filter(Boolean).join(', '),
        url,
      },
    ];
  });
  return { total: typeof answer.Total === 'number' ? answer.Total : items.length, items };
}
