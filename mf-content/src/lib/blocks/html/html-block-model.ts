import { richText } from '@alz/shared/wire/read';

// Wire: { type: 'paragraph--html', field_html: { value: string } | string }

export interface HtmlModel {
  html: string;
}

export const toHtml = (p: Record<string, unknown>): HtmlModel | null => {
  const html = richText(p.field_html);
  return html.trim() ? { html } : null;
};
