import { Link } from 'react-router-dom';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

export function LinkList({ block }: { block: Extract<Block, { kind: 'linkList' }> }) {
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={styles.links}>
        {block.links.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            {link.external ? <a href={link.url}>{link.title}</a> : <Link to={link.url}>{link.title}</Link>}
          </li>
        ))}
      </ul>
    </section>
  );
}
