import { richText, text } from '@alz/shared/wire/read';

export interface FrameModel {
  title: string;
  html: string;
}

/** Wire: { field_title, field_text: { value } }; an empty frame is not shown. */
export const toFrame = (p: Record<string, unknown>): FrameModel | null => {
  const title = text(p.field_title).trim();
  const html = richText(p.field_text);
  return title || html.trim() ? { title, html } : null;
};
