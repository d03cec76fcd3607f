import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { toLinkList, type LinkListModel } from './link-list-model';
import styles from '../blocks.module.css';

export function LinkList({ block }: { block: LinkListModel }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={styles.links}>
        {block.links.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            <SmartLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const linkListBlock = defineBlock({ bundle: 'link_list', transform: toLinkList, Component: LinkList });
