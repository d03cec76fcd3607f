import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toImage, type ImageModel } from '@alz/shared/media/image';
import { nodeIntro, nodeRegion, type NodeRegion } from '@alz/shared/wire/node';
import { toServices, type LinkModel } from './region-content-model';

export interface RegionalItemModel {
  title: string;
  image: ImageModel | null;
  html: string;
  link: LinkModel | null;
  /** The region it belongs to; null sends the visitor back to all regions. */
  region: NodeRegion | null;
}

/**
 * A service, highlight or dementia-information node opened on its own. Its
 * text and link are read as the region page reads a service; the link may be the primary button.
 */
export function toRegionalItem(node: DrupalNode): RegionalItemModel {
  const [item] = toServices([{ ...node, field_link: node.field_link ?? node.field_primary_button }]);
  return {
    title: node.title,
    image: toImage(node.field_image),
    html: item?.text || nodeIntro(node),
    link: item?.link ?? null,
    region: nodeRegion(node),
  };
}
