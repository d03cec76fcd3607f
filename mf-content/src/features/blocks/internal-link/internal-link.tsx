import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { bool, link, type LinkModel } from '@alz/shared/wire/read';
import styles from './internal-link.module.css';

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

export function InternalLink({ block }: { block: InternalLinkModel }) {
  return (
    <p className={styles.wrap}>
      <SmartLink link={block.link} className={block.showAsButton ? styles.button : styles.link} />
    </p>
  );
}

export const internalLinkBlock = defineBlock({
  bundle: 'internal_link',
  transform: toInternalLink,
  Component: InternalLink,
});
