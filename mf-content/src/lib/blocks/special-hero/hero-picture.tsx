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

/** Landscape from the desktop width (1024 px) up, the portrait crop (if any) below it. */
export function HeroPicture({ image, sizes, priority, className }: Props) {
  const portraitSet = image.portrait ? (srcSetOf(image.portrait) ?? image.portrait.url) : null;
  return (
    <picture>
      {portraitSet ? <source media="(max-width: 1023px)" srcSet={portraitSet} sizes="100vw" /> : null}
      <ResponsiveImage image={image.landscape} sizes={sizes} priority={priority} className={className} />
    </picture>
  );
}
