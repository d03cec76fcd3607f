import { ConsentGate } from '@alz/shared/ui/consent-gate';
import type { Block } from '../block-model';
import styles from './blocks.module.css';

/** A video behind the marketing-cookie gate (spec 1 §6, spec 2 §4 "Cookie gate"). */
export function Video({ block }: { block: Extract<Block, { kind: 'video' }> }) {
  if (!block.src) return null;
  return (
    <section className={styles.block}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ConsentGate kind="video" title={block.title || undefined}>
        <div className={styles.video}>
          <iframe
            src={block.src}
            title={block.title || 'Video'}
            allow="fullscreen; picture-in-picture"
            loading="lazy"
          />
        </div>
      </ConsentGate>
    </section>
  );
}
