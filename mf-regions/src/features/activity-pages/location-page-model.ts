import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toAddress, toNodeLink, type ActivityPageModel, type NodeLink } from './activity-page-model';
import { toTitledBlocks, type TitledBlock } from './titled-blocks-model';
import { trimmedText } from '@alz/shared/wire/read';

/** spec 1 §3 "Location page". */
export interface LocationPageModel {
  id: number;
  title: string;
  intro: unknown;
  type: string;
  address: ActivityPageModel['address'];
  email: string;
  phone: string;
  /** Free contact text (field_contact, or rich field_contact_data). */
  contact: unknown;
  region: NodeLink | null;
  blocks: TitledBlock[];
}

const richValue = (value: unknown) =>
  value && typeof value === 'object' && 'value' in value ? (value as { value: unknown }).value : value;

export function toLocationPageModel(node: DrupalNode): LocationPageModel {
  const type = node.field_location_type;
  const email = trimmedText(node.field_email);
  return {
    id: node.nid,
    title: trimmedText(node.title),
    intro: node.field_introduction_wysiwyg?.value ?? '',
    type: type && typeof type === 'object' && 'label' in type ? trimmedText(type.label) : '',
    address: toAddress(node.field_address),
    // Only something that looks like an address becomes a mailto link.
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : '',
    phone: trimmedText(node.field_phone),
    contact: richValue(node.field_contact_data) || richValue(node.field_contact) || '',
    region: toNodeLink(node.field_regio),
    blocks: toTitledBlocks(node.field_page_content),
  };
}
