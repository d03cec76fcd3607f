import { useContext } from 'react';
import { primaryButton } from '@alz/shared/ui/button';
import { RichText } from '@alz/shared/ui/rich-text';
import { EmbeddedVideo } from '../../page/embedded-video';
import { HeroHeadingLevel } from '../../page/header-heading';
import { defineBlock } from '../block-definition';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { HeroPicture } from './hero-picture';
import { toSpecialHero, type SpecialHeroModel } from './special-hero-model';
import styles from './special-hero.module.css';

/** spec 2 §2 special hero: default (text beside the visual) or visual-as-background. */
export function SpecialHero({ block }: { block: SpecialHeroModel }) {
  const level = useContext(HeroHeadingLevel);
  const Heading = level === 1 ? 'h1' : 'h2';
  const background = block.variant === 'visual-as-background';
  const classes = [styles.hero, styles[block.brand], background ? styles.background : styles.default].join(' ');
  return (
    <section className={classes}>
      {block.image ? (
        <div className={styles.visual}>
          <HeroPicture
            image={block.image}
            sizes={background ? '100vw' : '(min-width: 1024px) 50vw, 100vw'}
            priority={level === 1}
            className={styles.image}
          />
        </div>
      ) : null}
      {block.video ? (
        <div className={styles.visual}>
          <EmbeddedVideo video={block.video} title={block.title} />
        </div>
      ) : null}
      <div className={styles.panel}>
        <Heading className={styles.title}>{block.title}</Heading>
        <RichText className={styles.intro} html={block.intro} />
        {block.primaryLink || block.secondaryLink ? (
          <p className={styles.links}>
            {block.primaryLink ? <SmartLink link={block.primaryLink} className={primaryButton} /> : null}
            {block.secondaryLink ? <SmartLink link={block.secondaryLink} className={styles.secondary} /> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export const specialHeroBlock = defineBlock({
  bundle: 'special_hero',
  transform: toSpecialHero,
  Component: SpecialHero,
});
