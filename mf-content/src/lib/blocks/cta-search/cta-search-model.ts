import { richText, text } from '@alz/shared/wire/read';

export interface CtaSearchModel {
  title: string;
  html: string;
}

/** Wire: { field_title, field_text: { value } }; both may be empty, the search field always shows. */
export const toCtaSearch = (p: Record<string, unknown>): CtaSearchModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});
