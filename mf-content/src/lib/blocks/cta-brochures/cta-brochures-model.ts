import { links, richText, text, type LinkModel } from '@alz/shared/wire/read';

export interface CtaBrochuresModel {
  title: string;
  html: string;
  brochures: LinkModel[];
}

/**
 * Wire: { field_title: string, field_text: { value }, field_brochures: [{ title, uri }] }.
 * Without a single usable brochure link the block has nothing to offer and is not shown.
 */
export const toCtaBrochures = (p: Record<string, unknown>): CtaBrochuresModel | null => {
  const brochures = links(p.field_brochures);
  if (brochures.length === 0) return null;
  return { title: text(p.field_title), html: richText(p.field_text), brochures };
};
