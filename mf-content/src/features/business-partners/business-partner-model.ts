import type { ImageModel } from '@alz/shared/media/image';
import { int, isRecord, safeHref, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

/** spec 1 §3 "Business partner card": label, tag, introduction, path, headerImage. */
export interface BusinessPartnerCard {
  id: number;
  label: string;
  tag: string;
  introduction: string;
  path: string;
  headerImage: ImageModel | null;
}

function toCard(value: unknown, index: number): BusinessPartnerCard | null {
  if (!isRecord(value)) return null;
  const label = text(value.label).trim() || text(value.title).trim();
  const path = safeHref(value.path);
  if (!label || !path) return null;
  return {
    id: int(value.nid, -1 - index),
    label,
    tag: text(value.tag).trim(),
    introduction: text(value.introduction).trim(),
    path,
    headerImage: toImage(value.headerImage),
  };
}

/** The answer of `/api/drupal/api/all-bedrijfsvriend`; cards without a name or address are left out. */
export function toBusinessPartners(answer: unknown): BusinessPartnerCard[] {
  if (!Array.isArray(answer)) return [];
  return answer.map(toCard).filter((card): card is BusinessPartnerCard => card !== null);
}
