import type { DrupalNode, DrupalParagraph } from '@alz/shared/wire/drupal';
import { text } from '@alz/shared/wire/read';

/** Where the work is: a place, or for national work "in de buurt" / "vanuit huis" (spec 1 §3). */
export type VacancyLocation =
  { kind: 'place'; city: string; zipCode: string } | { kind: 'nearby' } | { kind: 'fromHome' };

export interface VacancyModel {
  id: number;
  title: string;
  subTitle: string;
  intro: string;
  location: VacancyLocation;
  theme: string;
  availability: string;
  duration: string;
  created: string | null;
  applyBefore: string | null;
  region: { name: string; url: string } | null;
  url: string;
  applyUrl: string;
  /**
   * The page's blocks, still as wire paragraphs: mf-content owns the blocks and turns them into
   * its own models (ARCHITECTURE.md, "Composition of blocks").
   */
  paragraphs: DrupalParagraph[];
}

// Terms arrive as { id, label } (older content: { id, name }).
const termName = (value: unknown): string => {
  if (!value || typeof value !== 'object') return '';
  const term = value as { label?: unknown; name?: unknown };
  return text(term.label) || text(term.name);
};
const validDate = (value: unknown): string | null => {
  const date = text(value);
  return date && !Number.isNaN(Date.parse(date)) ? date : null;
};

function toRegion(value: unknown): VacancyModel['region'] {
  if (!value || typeof value !== 'object') return null;
  const region = value as { title?: unknown; path?: unknown };
  const name = text(region.title);
  return name ? { name, url: text(region.path) || '/regios' } : null;
}

const isParagraph = (value: unknown): value is DrupalParagraph =>
  !!value && typeof value === 'object' && text((value as { type?: unknown }).type).startsWith('paragraph--');

function toLocation(node: DrupalNode): VacancyLocation {
  const type = text(node.field_vacancy_type);
  if (type === 'vanuit_huis') return { kind: 'fromHome' };
  if (type === 'landelijk') return { kind: 'nearby' };
  return { kind: 'place', city: text(node.field_plaatsnaam), zipCode: text(node.field_zip_code) };
}

/** Wire vacancy node -> vacancy page model (spec 1 §3); the apply route is the path plus /solliciteren. */
export function toVacancyModel(node: DrupalNode): VacancyModel {
  const url = node.path?.alias ?? '/';
  return {
    id: node.nid,
    title: node.title ?? '',
    subTitle: text(node.field_sub_title),
    intro: node.field_introduction_wysiwyg?.value ?? '',
    location: toLocation(node),
    theme: termName(node.field_theme),
    availability: termName(node.field_availability),
    duration: termName(node.field_duration),
    created: validDate(node.created),
    applyBefore: validDate(node.field_end_date),
    region: toRegion(node.field_regio),
    url,
    applyUrl: `${url.replace(/\/$/, '')}/solliciteren`,
    paragraphs: Array.isArray(node.field_page_content) ? node.field_page_content.filter(isParagraph) : [],
  };
}
