import type { AnyBlockDefinition } from '../block-definition';
import { activityBlock } from '../activity-block/activity-block';
import { centralisedBlock } from '../centralised-block/centralised-block';
import { ctaBrochuresBlock } from '../cta-brochures/cta-brochures';
import { ctaEndBlock } from '../cta-end/cta-end';
import { ctaExtensiveBlock } from '../cta-extensive/cta-extensive';
import { ctaSearchBlock } from '../cta-search/cta-search';
import { ctaSpotlightBlock } from '../cta-spotlight/cta-spotlight';
import { neighbourhoodHelpBlock } from '../neighbourhood-help/neighbourhood-help';
import { thematicRelatedBlock } from '../thematic-related/thematic-related';

export const linkedBlocks: AnyBlockDefinition[] = [
  centralisedBlock,
  thematicRelatedBlock,
  ctaBrochuresBlock,
  ctaExtensiveBlock,
  ctaSpotlightBlock,
  ctaEndBlock,
  ctaSearchBlock,
  neighbourhoodHelpBlock,
  activityBlock,
];
