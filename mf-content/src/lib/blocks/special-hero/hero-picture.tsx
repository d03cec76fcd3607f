import { srcSetOf } from '@alz/shared/media/image';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import type { HeroImage } from './special-hero-model';

interface Props {
  image: HeroImage;
  sizes: string;
  /** True when the hero opens the page: then it is the first large image. */
  priority: boolean;
  className?: string;
}

/**
 * Landscape from the desktop width (1024 px) up, the portrait crop (if any) below it. The portrait
 * source states its own size, so below 1024 px the image keeps the portrait's room before it has
 * loaded, not the landscape's (on a phone the hero grew from 193 to 457 px when the image came,
 * and pushed its text down, layout shift 0.12).
 */
export function HeroPicture({ image, sizes, priority, className }: Props) {
  const { portrait } = image;
  return (
    <picture>
      {portrait ? (
        <source
          media="(max-width: 1023px)"
          srcSet={srcSetOf(portrait) ?? portrait.url}
          sizes="100vw"
          width={portrait.width ?? undefined}
          height={portrait.height ?? undefined}
        />
      ) : null}
      <ResponsiveImage image={image.landscape} sizes={sizes} priority={priority} className={className} />
    </picture>
  );
}
