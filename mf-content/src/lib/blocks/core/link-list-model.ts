import { links, text, type LinkModel } from '@alz/shared/wire/read';

export interface LinkListModel {
  title: string;
  links: LinkModel[];
}

export const toLinkList = (p: Record<string, unknown>): LinkListModel | null => {
  const items = links(p.field_links);
  return items.length > 0 ? { title: text(p.field_title), links: items } : null;
};
