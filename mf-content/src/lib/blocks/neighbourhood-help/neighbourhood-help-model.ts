import type { ImageModel } from '@alz/shared/media/image';
import { richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

export interface NeighbourhoodHelpModel {
  title: string;
  html: string;
  image: ImageModel | null;
}

/** Wire: { field_title, field_text: { value }, field_image: DrupalImage }; the region search always shows. */
export const toNeighbourhoodHelp = (p: Record<string, unknown>): NeighbourhoodHelpModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
  image: toImage(p.field_image),
});
