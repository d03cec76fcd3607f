import type { ReactNode, Ref } from 'react';
import { Link } from '@alz/shared/router';
import type { ImageModel } from '../media/image';
import { ResponsiveImage } from './responsive-image';
import styles from './card.module.css';

interface Props {
  /** `li` when the card is an item of a list of cards; `article` when the caller wraps it. */
  as?: 'article' | 'li' | 'div';
  headingLevel: 2 | 3 | 4;
  title: string;
  /** Where the card leads. */
  to: string;
  /**
   * The link's own text, under the card's text, for a card whose text has links of its own
   * (rich text): the title is then plain and only the link answers a click.
   */
  linkText?: string;
  image?: ImageModel | null;
  /** The image's layout width hint (see ResponsiveImage). */
  imageSizes?: string;
  /** A short line above the title: a tag, a category. */
  meta?: ReactNode;
  /** What follows the title: a date, an introduction, facts. */
  children?: ReactNode;
  /** The caller's look: each app keeps its own borders, spacing and colours. */
  className?: string;
  imageClassName?: string;
  bodyClassName?: string;
  titleClassName?: string;
  /** The card's link, for moving focus to it. */
  linkRef?: Ref<HTMLAnchorElement>;
  onLinkClick?: () => void;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * A card of an overview (spec 1 §3: news, business partner, vacancy, region intro, thematic
 * suggestion). Its accessibility contract:
 * - one link per card, inside the title's heading, named by the title alone (or by `linkText`),
 *   so a screen reader's list of links and of headings has each card once;
 * - with the title as its link, the link's area covers the card, so a click anywhere on it
 *   follows the link, and the keyboard's focus ring goes around the whole card;
 * - the image is decoration (alt ''): the title beside it says what the card is about.
 */
export function Card({
  as: Root = 'article',
  headingLevel,
  title,
  to,
  linkText,
  image,
  imageSizes,
  meta,
  children,
  className,
  imageClassName,
  bodyClassName,
  titleClassName,
  linkRef,
  onLinkClick,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  const link = (text: string, linkClass?: string) => (
    <Link ref={linkRef} to={to} onClick={onLinkClick} className={linkClass}>
      {text}
    </Link>
  );
  return (
    <Root className={classes(linkText ? undefined : styles.stretched, className)}>
      {image ? <ResponsiveImage image={image} alt="" sizes={imageSizes} className={imageClassName} /> : null}
      <div className={bodyClassName}>
        {meta}
        <Heading className={titleClassName}>{linkText ? title : link(title, styles.link)}</Heading>
        {children}
        {linkText ? <p>{link(linkText)}</p> : null}
      </div>
    </Root>
  );
}
