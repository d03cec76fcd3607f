import { bool, link, type LinkModel } from '@alz/shared/wire/read';

export interface InternalLinkModel {
  link: LinkModel;
  showAsButton: boolean;
}

/**
 * Wire: { field_link: { title, uri }, field_show_as_button: boolean }. It links to a page of
 * this site, so an address of another site is not shown here.
 */
export const toInternalLink = (p: Record<string, unknown>): InternalLinkModel | null => {
  const target = link(p.field_link);
  if (!target || !target.url.startsWith('/')) return null;
  return { link: { ...target, external: false }, showAsButton: bool(p.field_show_as_button) };
};
