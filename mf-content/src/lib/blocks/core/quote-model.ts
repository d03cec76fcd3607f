import type { ImageModel } from '@alz/shared/media/image';
import { bool, richText, text } from '@alz/shared/wire/read';
import { toImage } from '@alz/shared/media/image';

// Wire: {
//   type: 'paragraph--quote',
//   field_text: { value: string }, field_author?: string,
//   field_image?: DrupalImage,                                  e.g. a portrait of the speaker
//   field_image_position?: 'left' | 'right',
//   field_display_width?: 'fullWidth' | 'narrow' | 'extraNarrow',
//   field_nested?: boolean                                      placed inside another block
// }

export type QuoteWidth = 'fullWidth' | 'narrow' | 'extraNarrow';

export interface QuoteModel {
  html: string;
  author: string;
  image: ImageModel | null;
  imagePosition: 'left' | 'right';
  displayWidth: QuoteWidth;
  /**
   * Spec 2 §3: the quote sits inside another block (an expandable, a column of text), so it takes
   * that block's width and a quieter look instead of standing out as a block of its own.
   */
  nested: boolean;
}

const WIDTHS: QuoteWidth[] = ['fullWidth', 'narrow', 'extraNarrow'];

export const toQuote = (p: Record<string, unknown>): QuoteModel | null => {
  const html = richText(p.field_text);
  if (!html) return null;
  const width = text(p.field_display_width);
  return {
    html,
    author: text(p.field_author),
    image: toImage(p.field_image),
    imagePosition: p.field_image_position === 'right' ? 'right' : 'left',
    displayWidth: WIDTHS.includes(width as QuoteWidth) ? (width as QuoteWidth) : 'fullWidth',
    nested: bool(p.field_nested),
  };
};
