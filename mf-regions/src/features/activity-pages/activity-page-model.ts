import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toTitledBlocks, type TitledBlock } from './titled-blocks-model';
import {
  imageAddress,
  sitePath,
  timeOfDay,
  toMoment,
  webAddress,
  type ActivityMoment,
} from '../../lib/activities/activity-model';
import { isRecord, trimmedText } from '@alz/shared/wire/read';

export interface NodeLink {
  title: string;
  url: string | null;
}

/** spec 1 §3 "Activity page". */
export interface ActivityPageModel {
  title: string;
  intro: unknown;
  activityType: string;
  iconPath: string | null;
  address: { line1: string; zipCode: string; city: string } | null;
  start: ActivityMoment | null;
  end: ActivityMoment | null;
  /** Walk-in time, HH:mm. */
  inloop: string | null;
  location: NodeLink | null;
  region: NodeLink | null;
  externalUrl: string | null;
  blocks: TitledBlock[];
}

export function toNodeLink(value: unknown, fallbackTitle = ''): NodeLink | null {
  const record = isRecord(value) ? value : {};
  const title = trimmedText(record.title) || trimmedText(record.label) || fallbackTitle;
  return title ? { title, url: sitePath(record.path) ?? sitePath(record.url) } : null;
}

export function toAddress(value: unknown): ActivityPageModel['address'] {
  if (!isRecord(value)) return null;
  const address = {
    line1: trimmedText(value.address_line1),
    zipCode: trimmedText(value.postal_code),
    city: trimmedText(value.locality),
  };
  return address.line1 || address.city ? address : null;
}

// The icon arrives as a path, or as an image object the way the content backend sends files.
const iconOf = (value: unknown) => {
  const icon = isRecord(value) ? value.icon : undefined;
  return imageAddress(isRecord(icon) ? (icon.url ?? icon.Path) : icon);
};

/** Wire activity node -> page model; every field may be missing. */
export function toActivityPageModel(node: DrupalNode): ActivityPageModel {
  const type = isRecord(node.field_activity_type) ? node.field_activity_type : {};
  return {
    title: trimmedText(node.title),
    intro: node.field_introduction_wysiwyg?.value ?? '',
    activityType: trimmedText(type.label),
    iconPath: iconOf(type),
    address: toAddress(node.field_address),
    start: toMoment(node.field_start_date, node.field_start_time),
    end: toMoment(node.field_end_date, node.field_end_time),
    inloop: timeOfDay(node.field_entry_time),
    location: toNodeLink(node.field_locatie, trimmedText(node.field_location)),
    region: toNodeLink(node.field_regio),
    externalUrl: webAddress(isRecord(node.field_external_link) ? node.field_external_link.uri : undefined),
    blocks: toTitledBlocks(node.field_page_content),
  };
}

/** The route planner's directions link (spec 1 §7 "Outbound links"). */
export function routeHref(address: NonNullable<ActivityPageModel['address']>): string {
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  const destination = [address.line1, place].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
