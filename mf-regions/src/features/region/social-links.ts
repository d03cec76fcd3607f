import type { DrupalNode } from '@alz/shared/wire/drupal';

export const NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;
export type Network = (typeof NETWORKS)[number];

export interface SocialLink {
  network: Network;
  url: string;
}

/** field_social_links (spec 1 §3) -> links in a fixed order; only https addresses are kept. */
export function toSocialLinks(node: DrupalNode): SocialLink[] {
  const value = node.field_social_links;
  if (!value || typeof value !== 'object') return [];
  const links = value as Record<string, unknown>;
  return NETWORKS.flatMap((network) => {
    const url = links[network];
    return typeof url === 'string' && url.startsWith('https://') ? [{ network, url }] : [];
  });
}
