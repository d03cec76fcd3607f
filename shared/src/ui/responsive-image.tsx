import { srcSetOf, type ImageModel } from '../media/image';

interface Props {
  image: ImageModel;
  /** Layout width hint for the browser (spec 2 §3: default 100vw). */
  sizes?: string;
  /** The first large image of a page is `priority`: loaded eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Overrides the image's own alt text, e.g. '' when a caption or link text already says it. */
  alt?: string;
}

/** An `<img>` with the crops as `srcset`; lazily loaded unless it is the page's first big image. */
export function ResponsiveImage({ image, sizes = '100vw', priority = false, className, alt }: Props) {
  const srcSet = srcSetOf(image);
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      title={image.title || undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
