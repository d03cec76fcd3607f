import { richText, text } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--two_column_text',
//   field_title?: string,
//   field_text_left: { value: string }, field_text_right: { value: string }
// }

export interface TwoColumnTextModel {
  title: string;
  left: string;
  right: string;
}

export const toTwoColumnText = (p: Record<string, unknown>): TwoColumnTextModel | null => {
  const left = richText(p.field_text_left);
  const right = richText(p.field_text_right);
  return left || right ? { title: text(p.field_title), left, right } : null;
};
