import type { ReactNode } from 'react';
import { BlockList } from '../blocks/block-list';
import type { PageModel } from './page-model';
import { PageHeader, type HeaderVariant } from './page-header';
import { SidebarCta } from './sidebar-cta';
import styles from './page-view.module.css';

interface Props {
  page: PageModel;
  /** 'home' gives the home header; otherwise the page's own header type is used. */
  variant?: 'home' | 'content';
  /** A page kind may fix the header variant (e.g. the experience story). */
  header?: HeaderVariant;
  pill?: string;
  /** Overrides the page's own layout, e.g. a campaign is always full width. */
  layout?: PageModel['layout'];
  /** Page-kind content between the header and the blocks (cards, products, a quiz). */
  children?: ReactNode;
}

export function PageView({ page, variant = 'content', header, pill, layout, children }: Props) {
  const headerVariant = header ?? (variant === 'home' ? 'home' : page.headerType);
  // The sidebar only exists when there is a call to action to put in it.
  const pageLayout = page.sidebarCta ? 'sidebar' : (layout ?? (variant === 'home' ? 'full-width' : page.layout));
  const classes = [styles.page, styles[`layout-${pageLayout}`], page.sandColor ? styles.sand : ''].join(' ');
  return (
    <article className={classes}>
      <PageHeader page={page} variant={headerVariant} pill={pill} />
      <div className={styles.body}>
        <div className={styles.main}>
          {children}
          <BlockList blocks={page.blocks} />
        </div>
        {pageLayout === 'sidebar' && page.sidebarCta ? <SidebarCta cta={page.sidebarCta} /> : null}
      </div>
    </article>
  );
}
