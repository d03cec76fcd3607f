import type { DrupalNode } from '@alz/shared/wire/drupal';
import { text } from '@alz/shared/wire/read';

/** A business partner's tag (e.g. the kind of partnership), or undefined when it has none. */
export function toPartnerTag(node: DrupalNode): string | undefined {
  return text(node.field_tag).trim() || undefined;
}
