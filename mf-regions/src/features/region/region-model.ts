import type { DrupalNode } from '@alz/shared/wire/drupal';
import { text } from '@alz/shared/wire/read';

export interface RegionModel {
  id: number;
  title: string;
  intro: string;
  address: { line1: string; zipCode: string; city: string } | null;
  email: string;
  phone: string;
  municipalities: string[];
}

function toAddress(value: unknown): RegionModel['address'] {
  if (!value || typeof value !== 'object') return null;
  const address = value as Record<string, unknown>;
  const line1 = text(address.address_line1);
  if (!line1) return null;
  return { line1, zipCode: text(address.postal_code), city: text(address.locality) };
}

/** Wire region node -> view model (spec 1 §3, "Region node"); tolerates missing fields. */
export function toRegionModel(node: DrupalNode): RegionModel {
  const municipalities = Array.isArray(node.field_municipalities) ? node.field_municipalities : [];
  return {
    id: node.nid,
    title: node.title ?? '',
    intro: node.field_introduction_wysiwyg?.value ?? '',
    address: toAddress(node.field_address),
    email: text(node.field_email),
    phone: text(node.field_phone),
    municipalities: municipalities.filter((m): m is string => typeof m === 'string'),
  };
}
