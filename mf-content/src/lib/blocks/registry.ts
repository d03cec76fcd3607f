import type { AnyBlockDefinition } from './block-definition';
import { activityBlock } from './activity-block/activity-block';
import { basicGridBlock } from './basic-grid/basic-grid';
import { breakerBlock } from './breaker/breaker';
import { centralisedBlock } from './centralised-block/centralised-block';
import { expandableBlock } from './core/expandable';
import { linkListBlock } from './core/link-list';
import { memoryTestCtaBlock } from './core/memory-test-cta';
import { quoteBlock } from './core/quote';
import { textWithTitleBlock } from './core/text-with-title';
import { videoBlock } from './core/video';
import { ctaBrochuresBlock } from './cta-brochures/cta-brochures';
import { ctaEndBlock } from './cta-end/cta-end';
import { ctaExtensiveBlock } from './cta-extensive/cta-extensive';
import { ctaSearchBlock } from './cta-search/cta-search';
import { ctaSpotlightBlock } from './cta-spotlight/cta-spotlight';
import { featuresBlock } from './feature-list/feature-list';
import { frameBlock } from './frame/frame';
import { gridWithImageBlock } from './grid-with-image/grid-with-image';
import { homeImageGridBlock } from './home-image-grid/home-image-grid';
import { homeLinkGridBlock } from './home-link-grid/home-link-grid';
import { homepageBannerBlock } from './homepage-banner/homepage-banner';
import { htmlBlock } from './html/html-block';
import { internalLinkBlock } from './internal-link/internal-link';
import {
  asideBlock,
  collectionFormBlock,
  donationWidgetBlock,
  followUsBlock,
  iframeBlock,
  impactBlock,
  logoWallBlock,
  mediaGalleryBlock,
  timelineBlock,
} from './lazy-blocks';
import { latestNewsBlock } from './latest-news/latest-news';
import { linkWithImageBlock } from './link-with-image/link-with-image';
import { mediaBlockBlock } from './media-block/media-block';
import { neighbourhoodHelpBlock } from './neighbourhood-help/neighbourhood-help';
import { newsletterFormBlock } from './newsletter-form/newsletter-form';
import { pillarsBlock } from './pillars/pillars';
import { specialGridBlock } from './special-grid/special-grid';
import { specialHeroBlock } from './special-hero/special-hero';
import { textWithImageBlock, textWithImageNewBlock } from './text-with-image/text-with-image';
import { thematicRelatedBlock } from './thematic-related/thematic-related';
import { twoColumnTextBlock } from './two-column-text/two-column-text';

/** Every block kind mf-content shows, grouped as the CMS groups them. */
export const blockKinds: AnyBlockDefinition[] = [
  // core
  textWithTitleBlock,
  quoteBlock,
  linkListBlock,
  expandableBlock,
  memoryTestCtaBlock,
  videoBlock,
  // ui-kit
  mediaGalleryBlock,
  timelineBlock,
  // news
  latestNewsBlock,
  // pages
  specialHeroBlock,
  // grids
  basicGridBlock,
  gridWithImageBlock,
  homeImageGridBlock,
  homeLinkGridBlock,
  specialGridBlock,
  logoWallBlock,
  internalLinkBlock,
  linkWithImageBlock,
  featuresBlock,
  pillarsBlock,
  homepageBannerBlock,
  breakerBlock,
  frameBlock,
  followUsBlock,
  impactBlock,
  // media
  mediaBlockBlock,
  iframeBlock,
  newsletterFormBlock,
  collectionFormBlock,
  donationWidgetBlock,
  htmlBlock,
  textWithImageBlock,
  textWithImageNewBlock,
  twoColumnTextBlock,
  // linked
  centralisedBlock,
  thematicRelatedBlock,
  ctaBrochuresBlock,
  ctaExtensiveBlock,
  ctaSpotlightBlock,
  ctaEndBlock,
  ctaSearchBlock,
  neighbourhoodHelpBlock,
  activityBlock,
  asideBlock,
];

// A registry, not a switch (conventions habit 4).
const definitions = new Map<string, AnyBlockDefinition>(
  blockKinds.map((definition) => [definition.bundle, definition]),
);

export const blockDefinition = (bundle: string): AnyBlockDefinition | undefined => definitions.get(bundle);
