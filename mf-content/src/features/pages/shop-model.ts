import type { ImageModel } from '@alz/shared/media/image';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { isRecord, richText, safeHref, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface ShopProduct {
  title: string;
  html: string;
  price: string;
  image: ImageModel | null;
  /** The web shop's order page: products are ordered on another site. */
  orderUrl: string | null;
}

function toProduct(value: unknown): ShopProduct | null {
  if (!isRecord(value)) return null;
  const title = text(value.title).trim();
  if (!title) return null;
  const linkValue = isRecord(value.link) ? value.link.uri : value.link;
  const orderUrl = safeHref(linkValue);
  return {
    title,
    html: richText(value.text),
    price: text(value.price).trim(),
    image: toImage(value.image),
    orderUrl: orderUrl && /^https?:\/\//i.test(orderUrl) ? orderUrl : null,
  };
}

/** spec 1 §2.2 shop page: the products of `field_products`, malformed entries skipped. */
export function toShopProducts(node: DrupalNode): ShopProduct[] {
  const value = node.field_products;
  return (Array.isArray(value) ? value : []).map(toProduct).filter((p): p is ShopProduct => p !== null);
}
