import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { BlockList } from '../blocks/block-list';
import type { BlockEntry } from '../blocks/block-model';
import { HeroHeadingLevel } from './header-heading';
import styles from './page-header.module.css';

const HEADS_THE_PAGE = new Set(['special_hero']);

/** Header blocks replace the default header; the first hero carries the page's h1. */
export function CustomHeader({ title, blocks }: { title: string; blocks: BlockEntry[] }) {
  const [first, ...rest] = blocks;
  const firstIsHero = !!first && HEADS_THE_PAGE.has(first.bundle);
  return (
    <header className={styles.custom}>
      {firstIsHero ? (
        <HeroHeadingLevel.Provider value={1}>
          <BlockList blocks={[first]} />
        </HeroHeadingLevel.Provider>
      ) : (
        <h1 className={visuallyHidden}>{title}</h1>
      )}
      <BlockList blocks={firstIsHero ? rest : blocks} />
    </header>
  );
}
