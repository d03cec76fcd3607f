import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { links, text, type LinkModel } from '@alz/shared/wire/read';
import styles from '../blocks.module.css';

export interface LinkListModel {
  title: string;
  links: LinkModel[];
}

export const toLinkList = (p: Record<string, unknown>): LinkListModel | null => {
  const items = links(p.field_links);
  return items.length > 0 ? { title: text(p.field_title), links: items } : null;
};

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
