import { matchesPath, parsePatterns } from '../../lib/path-patterns/path-patterns';
import { text } from '@alz/shared/wire/read';

/** A slide-in as Drupal sends it (spec 1 §3 "Slide-in", §7 /api/drupal/api/slideins). */
export interface DrupalSlideIn {
  id: number | string;
  title: string;
  field_compact_title: string | null;
  field_text: { value?: string | null } | null;
  field_compact_text: { value?: string | null } | null;
  status: boolean;
  weight: number;
  field_pages: string | null;
  field_seconds: number | string | null;
  field_form_id: string | null;
  field_script_id: string | null;
  field_image: { url?: string; alt?: string; title?: string } | null;
  field_button: { title?: string; uri?: string; external?: boolean } | null;
}

export interface SlideInImage {
  url: string;
  alt: string;
}

export interface SlideInButton {
  title: string;
  url: string;
  external: boolean;
}

export interface SlideInModel {
  id: string;
  title: string;
  compactTitle: string;
  text: string;
  compactText: string;
  status: boolean;
  weight: number;
  pages: string[];
  /** How long the slide-in stays hidden after the visitor closes it. */
  seconds: number;
  formId: string | null;
  scriptId: string | null;
  image: SlideInImage | null;
  button: SlideInButton | null;
}

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function toImage(image: DrupalSlideIn['field_image'] | undefined): SlideInImage | null {
  if (!image?.url) return null;
  return { url: image.url, alt: text(image.alt) };
}

// Drupal link fields store internal targets as "internal:/path"; the visitor needs the path.
function toButton(button: DrupalSlideIn['field_button'] | undefined): SlideInButton | null {
  if (!button?.uri || !button.title) return null;
  const url = button.uri.replace(/^internal:/, '');
  return { title: button.title, url, external: Boolean(button.external) };
}

/** Turns one wire slide-in into a view model; null when it has no usable id or title. */
export function toSlideIn(raw: Partial<DrupalSlideIn> | null | undefined): SlideInModel | null {
  if (!raw || (typeof raw.id !== 'number' && typeof raw.id !== 'string') || !raw.title) return null;
  const compactTitle = text(raw.field_compact_title);
  return {
    id: String(raw.id),
    title: raw.title,
    compactTitle: compactTitle || raw.title,
    text: text(raw.field_text?.value),
    compactText: text(raw.field_compact_text?.value),
    status: raw.status === true,
    weight: toNumber(raw.weight),
    pages: parsePatterns(raw.field_pages),
    seconds: Math.max(0, toNumber(raw.field_seconds)),
    formId: optionalText(raw.field_form_id),
    scriptId: optionalText(raw.field_script_id),
    image: toImage(raw.field_image),
    button: toButton(raw.field_button),
  };
}

export function toSlideIns(items: unknown): SlideInModel[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) => toSlideIn(item as Partial<DrupalSlideIn>)).filter((item) => item !== null);
}

/**
 * Spec 1 §5: only published slide-ins, lightest weight first. Spec 1 §2.12: the first one whose
 * patterns match is the candidate; while its hide period after closing runs, nothing shows (we
 * do not fall through to the next one, so closing a slide-in never makes another pop up).
 */
export function selectSlideIn(
  slideIns: readonly SlideInModel[],
  pathname: string,
  closedAt: (id: string) => number | null,
  now: number,
): SlideInModel | null {
  const candidate = slideIns
    .filter((slideIn) => slideIn.status)
    .sort((a, b) => a.weight - b.weight)
    .find((slideIn) => matchesPath(slideIn.pages, pathname));
  if (!candidate) return null;
  const closed = closedAt(candidate.id);
  if (closed !== null && closed + candidate.seconds * 1000 > now) return null;
  return candidate;
}
