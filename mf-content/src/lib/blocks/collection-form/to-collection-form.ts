import { bool, isRecord, richText, safeHref, text, type LinkModel } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--collection_form',
//   field_title?: string, field_intro?: { value: string },
//   field_selected_form?: 'both' | 'street' | 'online',   'both' (the default) lets the visitor choose
//   field_explanation_opened?: boolean,                   false by default
//   field_explanation?: { value: string },                a standard text when missing
//   field_street_link?: { uri: string, title: string },   sign-up for collecting door to door
//   field_online_link?: { uri: string, title: string }    start of an online collecting box
// }

export type CollectionFormKind = 'street' | 'online';
export type SelectedForm = 'both' | CollectionFormKind;

export interface CollectionFormModel {
  title: string;
  introHtml: string;
  selectedForm: SelectedForm;
  explanationOpened: boolean;
  explanationHtml: string;
  links: Record<CollectionFormKind, LinkModel | null>;
}

const FORMS: SelectedForm[] = ['both', 'street', 'online'];

/** A sign-up address; the title may be empty, the component then uses its standard text. */
function target(value: unknown): LinkModel | null {
  if (!isRecord(value)) return null;
  const url = safeHref(value.uri ?? value.url);
  return url ? { title: text(value.title), url, external: /^https?:\/\//i.test(url) } : null;
}

export function toCollectionForm(p: Record<string, unknown>): CollectionFormModel {
  const selected = text(p.field_selected_form);
  return {
    title: text(p.field_title),
    introHtml: richText(p.field_intro),
    // Spec 1 §3: 'both' unless the editor fixed one of the two forms.
    selectedForm: FORMS.includes(selected as SelectedForm) ? (selected as SelectedForm) : 'both',
    explanationOpened: bool(p.field_explanation_opened),
    explanationHtml: richText(p.field_explanation),
    links: { street: target(p.field_street_link), online: target(p.field_online_link) },
  };
}
