import type { DrupalNode } from '@alz/shared/wire/drupal';

export interface VacancyModel {
  id: number;
  title: string;
  subTitle: string;
  intro: string;
  city: string;
  availability: string;
  duration: string;
  applyBefore: string | null;
  region: { name: string; url: string } | null;
  url: string;
  applyUrl: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const termName = (value: unknown): string =>
  value && typeof value === 'object' ? text((value as { name?: unknown }).name) : '';

function toRegion(value: unknown): VacancyModel['region'] {
  if (!value || typeof value !== 'object') return null;
  const region = value as { title?: unknown; path?: unknown };
  const name = text(region.title);
  return name ? { name, url: text(region.path) || '/regios' } : null;
}

/** Wire vacancy node -> vacancy page model (spec 1 §3); the apply route is the path plus /solliciteren. */
export function toVacancyModel(node: DrupalNode): VacancyModel {
  const url = node.path?.alias ?? '/';
  const endDate = text(node.field_end_date);
  return {
    id: node.nid,
    title: node.title ?? '',
    subTitle: text(node.field_sub_title),
    intro: node.field_introduction_wysiwyg?.value ?? '',
    city: text(node.field_plaatsnaam),
    availability: termName(node.field_availability),
    duration: termName(node.field_duration),
    applyBefore: endDate && !Number.isNaN(Date.parse(endDate)) ? endDate : null,
    region: toRegion(node.field_regio),
    url,
    applyUrl: `${url.replace(/\/$/, '')}/solliciteren`,
  };
}
