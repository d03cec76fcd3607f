import { toImage, type ImageModel } from '@alz/shared/media/image';
import { toDate } from '@alz/shared/text/dates';
import { link, records, richText, text, type LinkModel, type WireRecord } from '@alz/shared/wire/read';

export type { LinkModel };

export interface ServiceModel {
  id: number;
  title: string;
  text: string;
  image: ImageModel | null;
  link: LinkModel | null;
}

export interface HighlightModel extends ServiceModel {
  secondaryLink: LinkModel | null;
  /** ISO strings: the store keeps only serialisable values. */
  startDate: string | null;
  endDate: string | null;
  modifiedDate: string | null;
}

export interface InfoModel {
  id: number;
  title: string;
  text: string;
  url: string;
}

type Wire = WireRecord;

const iso = (value: unknown): string | null => toDate(value)?.toISOString() ?? null;
const timeOf = (value: string | null) => (value ? Date.parse(value) : null);
const list = records;
const toLink = (value: unknown): LinkModel | null => link(value, { titleFromUrl: true });

const pathOf = (item: Wire) => (item.path && typeof item.path === 'object' ? text((item.path as Wire).alias) : '');

export function toServices(wire: unknown): ServiceModel[] {
  return list(wire).map((item) => ({
    id: Number(item.nid) || 0,
    title: text(item.title),
    text: richText(item.field_text),
    image: toImage(item.field_image),
    link: toLink(item.field_link),
  }));
}

export function toHighlights(wire: unknown): HighlightModel[] {
  return list(wire).map((item) => ({
    id: Number(item.nid) || 0,
    title: text(item.title),
    text: richText(item.field_text),
    image: toImage(item.field_image),
    link: toLink(item.field_primary_button),
    secondaryLink: toLink(item.field_secondary_link),
    startDate: iso(item.field_start_date),
    endDate: iso(item.field_end_date),
    modifiedDate: iso(item.changed),
  }));
}

export const MAX_HIGHLIGHTS = 2;

/**
 * Spec 1 §5: only highlights whose window holds `now` (both edges included), most recently
 * modified first, at most 2. A missing edge leaves that side of the window open.
 */
export function visibleHighlights(items: HighlightModel[], now: Date): HighlightModel[] {
  const time = now.getTime();
  return items
    .filter((h) => (timeOf(h.startDate) ?? time) <= time && time <= (timeOf(h.endDate) ?? time))
    .sort((a, b) => (timeOf(b.modifiedDate) ?? 0) - (timeOf(a.modifiedDate) ?? 0))
    .slice(0, MAX_HIGHLIGHTS);
}

export function toInfoItems(wire: unknown): InfoModel[] {
  return list(wire).map((item) => ({
    id: Number(item.nid) || 0,
    title: text(item.title),
    text: richText(item.field_text),
    url: pathOf(item),
  }));
}

/** Spec 1 §5: the region's own items; without them the generic ones, the last dropped past 3. */
export function dementiaInfoToShow(regional: InfoModel[], generic: InfoModel[]): InfoModel[] {
  if (regional.length > 0) return regional;
  return generic.length > 3 ? generic.slice(0, -1) : generic;
}

/** The first "over de regio" item (spec 1 §7: the view answers an array; the first is read). */
export function toOverDeRegio(wire: unknown): InfoModel | null {
  return toInfoItems(wire)[0] ?? null;
}
