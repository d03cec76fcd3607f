import { richText, text } from '@alz/shared/wire/read';

export interface MemoryTestCtaModel {
  title: string;
  html: string;
}

export const toMemoryTestCta = (p: Record<string, unknown>): MemoryTestCtaModel => ({
  title: text(p.field_title),
  html: richText(p.field_text),
});
