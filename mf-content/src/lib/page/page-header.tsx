import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { LazySearchBar } from '@alz/shared/ui/search-bar-lazy';
import { CustomHeader } from './custom-header';
import { HeaderMedia } from './header-media';
import type { PageModel } from './page-model';
import { PageLinks } from './page-links';
import styles from './page-header.module.css';

/** spec 1 §2.3 header variants of the pages this remote shows. */
export type HeaderVariant = 'default' | 'search' | 'home' | 'versatile' | 'story';

interface Props {
  page: PageModel;
  variant: HeaderVariant;
  /** A short label above the title, e.g. 'Persoonlijk verhaal'. */
  pill?: string;
}

// Side-by-side variants show the media in half the width on desktop.
const SIDE_BY_SIDE = new Set<HeaderVariant>(['home', 'versatile']);
const MEDIA_SIZES: Record<HeaderVariant, string> = {
  default: '(min-width: 1024px) 1024px, 100vw',
  search: '(min-width: 1024px) 1024px, 100vw',
  home: '(min-width: 1024px) 50vw, 100vw',
  versatile: '(min-width: 1024px) 50vw, 100vw',
  story: '(min-width: 1024px) 780px, 100vw',
};

export function PageHeader({ page, variant, pill }: Props) {
  const { t } = useTranslation('Blocks');
  if (page.customHeader) return <CustomHeader title={page.title} blocks={page.headerBlocks} />;
  const titleClass = [styles.title, page.bigTitle ? styles.bigTitle : ''].join(' ');
  const media = page.media ? (
    <HeaderMedia
      media={page.media}
      overlay={page.imageOverlay}
      title={page.title}
      sizes={MEDIA_SIZES[variant]}
      className={variant === 'story' ? styles.storyMedia : ''}
    />
  ) : null;
  return (
    <header className={`${styles.header} ${styles[variant] ?? ''}`}>
      <div className={styles.text}>
        {pill ? <p className={styles.pill}>{pill}</p> : null}
        <h1 className={titleClass}>{page.title}</h1>
        <RichText className={styles.intro} html={page.intro} />
        {variant === 'search' ? (
          <LazySearchBar
            host="mf_content"
            variant="site"
            label={t('PageHeader.SearchLabel')}
            submit={t('PageHeader.SearchButton')}
          />
        ) : null}
        <PageLinks primary={page.primaryLink} secondary={page.secondaryLink} />
      </div>
      {media && SIDE_BY_SIDE.has(variant) ? <div className={styles.side}>{media}</div> : media}
    </header>
  );
}
