import { bool, text } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--newsletter_form',
//   field_title?: string,
//   field_form_id?: string, field_script_id?: string,   the mailing provider's ids (spec 2 §3)
//   field_alignment?: 'left' | 'center',
//   field_width?: 60 | 100 | '60' | '100',              per cent of the content column
//   field_sand_color?: boolean
// }

export interface NewsletterFormModel {
  title: string;
  formId: string;
  scriptId: string;
  alignment: 'left' | 'center';
  width: 60 | 100;
  sandColor: boolean;
}

// The ids end up in a script address and an element id: plain ids only.
const plainId = (value: unknown) => {
  const id = text(value).trim();
  return /^[\w-]{1,80}$/.test(id) ? id : '';
};

export function toNewsletterForm(p: Record<string, unknown>): NewsletterFormModel {
  const width = typeof p.field_width === 'number' || typeof p.field_width === 'string' ? String(p.field_width) : '';
  return {
    title: text(p.field_title).trim(),
    formId: plainId(p.field_form_id),
    scriptId: plainId(p.field_script_id),
    alignment: p.field_alignment === 'center' ? 'center' : 'left',
    // Spec 1 §9: 60 or 100; anything else is the full width.
    width: width === '60' ? 60 : 100,
    sandColor: bool(p.field_sand_color),
  };
}
