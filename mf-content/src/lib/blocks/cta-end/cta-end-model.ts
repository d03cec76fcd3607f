import { link, richText, text, type LinkModel } from '@alz/shared/wire/read';

export interface CtaEndModel {
  title: string;
  html: string;
  link: LinkModel;
}

/** Wire: { field_title, field_text: { value }, field_link: { title, uri } }; the closing ask of a page needs its link. */
export const toCtaEnd = (p: Record<string, unknown>): CtaEndModel | null => {
  const target = link(p.field_link);
  const title = text(p.field_title);
  if (!target || !title) return null;
  return { title, html: richText(p.field_text), link: target };
};
