import type { AnyBlockDefinition } from '../block-definition';
import { basicGridBlock } from '../basic-grid/basic-grid';
import { breakerBlock } from '../breaker/breaker';
import { featuresBlock } from '../feature-list/feature-list';
import { followUsBlock } from '../follow-us/follow-us';
import { frameBlock } from '../frame/frame';
import { gridWithImageBlock } from '../grid-with-image/grid-with-image';
import { homeImageGridBlock } from '../home-image-grid/home-image-grid';
import { homeLinkGridBlock } from '../home-link-grid/home-link-grid';
import { homepageBannerBlock } from '../homepage-banner/homepage-banner';
import { impactBlock } from '../impact/impact';
import { internalLinkBlock } from '../internal-link/internal-link';
import { linkWithImageBlock } from '../link-with-image/link-with-image';
import { logoWallBlock } from '../logo-wall/logo-wall';
import { pillarsBlock } from '../pillars/pillars';
import { specialGridBlock } from '../special-grid/special-grid';

export const gridsBlocks: AnyBlockDefinition[] = [
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
];
