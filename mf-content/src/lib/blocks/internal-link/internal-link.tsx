import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toInternalLink, type InternalLinkModel } from './internal-link-model';
import styles from './internal-link.module.css';

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
