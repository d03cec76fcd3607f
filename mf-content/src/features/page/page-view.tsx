import { RichText } from '@alz/shared/ui/rich-text';
import { BlockList } from '../blocks/block-list';
import type { PageModel } from './page-model';
import styles from './page-view.module.css';

export function PageView({ page, variant }: { page: PageModel; variant: 'home' | 'content' }) {
  return (
    <article className={variant === 'home' ? styles.home : styles.content}>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        <RichText className={styles.intro} html={page.intro} />
      </header>
      <BlockList blocks={page.blocks} />
    </article>
  );
}
