import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentGate } from '@alz/shared/ui/consent-gate';
import { useEmbedHeight } from './embed-height';
import type { IframeModel } from './to-iframe';
import styles from './iframe-block.module.css';

function Frame({ block, title }: { block: IframeModel; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const { height, onLoad } = useEmbedHeight(ref, block.url, block.height, block.fixedHeight);
  return (
    <iframe
      ref={ref}
      className={styles.frame}
      src={block.url}
      title={title}
      height={height}
      onLoad={onLoad}
      loading="lazy"
      allow={block.source === 'spotify' ? 'encrypted-media; fullscreen' : 'fullscreen'}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** Content of another site (quiz, podcast, interactive piece) in a frame (spec 1 §2.4). */
export function IframeBlock({ block }: { block: IframeModel }) {
  const { t } = useTranslation('Blocks');
  // Spec 1 §2.4: a frame must have a title; the source's kind names it when the editor did not.
  const title = block.title || t(`Iframe.Title.${block.source}`);
  const frame = <Frame block={block} title={title} />;
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      {block.needsConsent ? (
        <ConsentGate kind="embed" title={title}>
          {frame}
        </ConsentGate>
      ) : (
        frame
      )}
    </section>
  );
}
