import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { EmbeddedVideo } from './embedded-video';
import type { HeaderMedia as Media, ImageOverlay } from './page-wire';
import styles from './page-header.module.css';

interface Props {
  media: Media;
  overlay: ImageOverlay | null;
  /** Names the video in its consent placeholder and player. */
  title: string;
  sizes?: string;
  className?: string;
}

/** The header image (the page's first large image, so loaded with priority) or video. */
export function HeaderMedia({ media, overlay, title, sizes = '100vw', className = '' }: Props) {
  return (
    <figure className={`${styles.media} ${className}`}>
      {media.kind === 'image' ? (
        <ResponsiveImage image={media.image} sizes={sizes} priority className={styles.image} />
      ) : (
        <EmbeddedVideo video={media.video} title={title} />
      )}
      {overlay ? (
        // A solid panel behind the text keeps it readable on any part of any picture.
        <figcaption
          className={[styles.overlay, styles[`overlay-${overlay.color}`], media.kind === 'image' ? styles.onImage : '']
            .filter(Boolean)
            .join(' ')}
        >
          {overlay.text}
        </figcaption>
      ) : null}
    </figure>
  );
}
