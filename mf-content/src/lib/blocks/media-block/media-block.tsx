import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentGate } from '@alz/shared/ui/consent-gate';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { RichText } from '@alz/shared/ui/rich-text';
import { LazyVideoPlayer } from '../core/lazy-video-player';
import { defineBlock } from '../block-definition';
import { toMediaBlock, type MediaBlockModel, type MediaItem } from './to-media-block';
import styles from './media-block.module.css';

const WIDTH_CLASS = { '33': styles.w33, '50': styles.w50, '100': styles.w100, fullscreen: styles.fullscreen };
const SIZES = {
  '33': '(min-width: 768px) 33vw, 100vw',
  '50': '(min-width: 768px) 50vw, 100vw',
  '100': '100vw',
  fullscreen: '100vw',
};

function Item({ item, fallbackTitle }: { item: MediaItem; fallbackTitle: string }) {
  return (
    <figure className={`${styles.item} ${WIDTH_CLASS[item.width] ?? ''}`}>
      {item.kind === 'image' ? (
        <ResponsiveImage image={item.image} className={styles.image} sizes={SIZES[item.width]} />
      ) : (
        <LazyVideoPlayer videoType="others" src={item.src} title={item.caption || fallbackTitle} />
      )}
      {item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
    </figure>
  );
}

/** Images and videos in one or two columns, each at its own width (spec 2 §3 "Media block"). */
export function MediaBlock({ block }: { block: MediaBlockModel }) {
  const { t } = useTranslation('Blocks');
  const id = useId();
  const items = (
    <div className={block.columns === 1 ? styles.single : styles.double}>
      {block.items.map((item, index) => (
        <Item key={`${item.kind}-${index}`} item={item} fallbackTitle={t('MediaBlock.VideoTitle', { n: index + 1 })} />
      ))}
    </div>
  );
  return (
    <section
      className={`${styles.block} ${block.isSpecial ? styles.special : ''}`}
      aria-labelledby={block.title ? id : undefined}
    >
      {block.title ? <h2 id={id}>{block.title}</h2> : null}
      <RichText html={block.introHtml} />
      {block.marketingCookie ? (
        <ConsentGate kind="embed" title={block.title || undefined}>
          {items}
        </ConsentGate>
      ) : (
        items
      )}
    </section>
  );
}

export const mediaBlockBlock = defineBlock({ bundle: 'media_block', transform: toMediaBlock, Component: MediaBlock });
