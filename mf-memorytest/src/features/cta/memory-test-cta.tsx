import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { testKinds } from '../../lib/test-kind';
import styles from './memory-test-cta.module.css';

export interface MemoryTestCtaProps {
  /**
   * `block`: the memory-test call to action (spec 1 §2.4); `banner`: the fixed last item of the
   * homepage banner block, a card among the three banners.
   */
  variant?: 'block' | 'banner';
  title?: string;
  /** The editor's text (rich-text HTML) of the block. */
  html?: string;
  /** The banner's heading level among the cards (2 or 3). */
  headingLevel?: 2 | 3;
}

/** The invitation to take the memory test, wherever mf-content's blocks place it. */
export function MemoryTestCta({ variant = 'block', title = '', html = '', headingLevel = 3 }: MemoryTestCtaProps) {
  const { t } = useTranslation('MemoryTest');
  if (variant === 'banner') {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <article className={styles.banner}>
        <p className={styles.label}>{t('Cta.Banner.Label')}</p>
        <Heading className={styles.bannerTitle}>
          <Link to={testKinds.forMyself.path} className={styles.stretched}>
            {t('Cta.Banner.Title')}
          </Link>
        </Heading>
        <p>{t('Cta.Banner.Text')}</p>
      </article>
    );
  }
  return (
    <section className={styles.block} aria-label={title ? undefined : t('Cta.Banner.Label')}>
      {title ? <h2>{title}</h2> : null}
      <RichText html={html} />
      <p className={styles.links}>
        <Link className={styles.button} to={testKinds.forMyself.path}>
          {t('Cta.Button')}
        </Link>
        <Link to={testKinds.forOthers.path}>{t('Cta.Others')}</Link>
      </p>
    </section>
  );
}
