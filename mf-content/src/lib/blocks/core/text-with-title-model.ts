import { richText, text } from '@alz/shared/wire/read';

export interface TextWithTitleModel {
  title: string;
  html: string;
}

export const toTextWithTitle = (p: Record<string, unknown>): TextWithTitleModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});
