import { isRecord, trimmedText } from '@alz/shared/wire/read';
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

const sitePath = (value: unknown) => {
  const path = trimmedText(value);
  return /^\/(?!\/)/.test(path) ? path : null;
};

export function toLocationTypes(answer: unknown): LocationType[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter(isRecord)
    .filter((term) => typeof term.tid === 'number' && trimmedText(term.name) !== '')
    .map((term) => ({ id: term.tid as number, label: trimmedText(term.name) }));
}

export function toLocationsPage(answer: unknown): LocationsPage {
  if (!isRecord(answer) || !Array.isArray(answer.Locations)) return { total: 0, items: [] };
  const items = answer.Locations.filter(isRecord).flatMap((location) => {
    const url = sitePath(isRecord(location.Data) ? location.Data.Path : undefined);
    const title = trimmedText(location.Title);
    if (!url || !title) return [];
    const address = isRecord(location.Address) ? location.Address : {};
    const place = [trimmedText(address.postal_code), trimmedText(address.locality)].filter(Boolean).join(' ');
    return [
      {
        title,
        type: trimmedText(location.LocationType),
        address: [trimmedText(address.address_line1), place].filter(Boolean).join(', '),
        url,
      },
    ];
  });
  return { total: typeof answer.Total === 'number' ? answer.Total : items.length, items };
}
