import { bool, text } from '@alz/shared/wire/read';
import type { Platform } from './platform-icon';

export interface SocialLinkModel {
  platform: Platform;
  url: string;
}

export interface FollowUsModel {
  title: string;
  showNames: boolean;
  links: SocialLinkModel[];
}

// Wire field per platform, in the order they are shown; older content still says twitter.
const FIELDS: [Platform, string[]][] = [
  ['facebook', ['field_facebook']],
  ['instagram', ['field_instagram']],
  ['linkedin', ['field_linkedin']],
  ['x', ['field_x', 'field_twitter']],
  ['youtube', ['field_youtube']],
];

/** A social profile is always on another site; only https addresses are accepted. */
const httpsUrl = (value: unknown): string | null => {
  const url = text(value).trim();
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null;
};

/**
 * Wire: { field_title, field_show_names: boolean, field_facebook, field_instagram,
 * field_linkedin, field_x (or field_twitter), field_youtube } with profile addresses as strings.
 */
export const toFollowUs = (p: Record<string, unknown>): FollowUsModel | null => {
  const links = FIELDS.flatMap(([platform, fields]): SocialLinkModel[] => {
    const url = fields.map((field) => httpsUrl(p[field])).find((found) => found !== null);
    return url ? [{ platform, url }] : [];
  });
  return links.length > 0 ? { title: text(p.field_title), showNames: bool(p.field_show_names), links } : null;
};
