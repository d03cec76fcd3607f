import type { AnyBlockDefinition } from '../block-definition';
import { collectionFormBlock } from '../collection-form/collection-form';
import { donationWidgetBlock } from '../donation-widget/donation-widget';
import { htmlBlock } from '../html/html-block';
import { iframeBlock } from '../iframe/iframe-block';
import { mediaBlockBlock } from '../media-block/media-block';
import { newsletterFormBlock } from '../newsletter-form/newsletter-form';
import { textWithImageBlock, textWithImageNewBlock } from '../text-with-image/text-with-image';
import { twoColumnTextBlock } from '../two-column-text/two-column-text';

export const mediaBlocks: AnyBlockDefinition[] = [
  mediaBlockBlock,
  iframeBlock,
  newsletterFormBlock,
  collectionFormBlock,
  donationWidgetBlock,
  htmlBlock,
  textWithImageBlock,
  textWithImageNewBlock,
  twoColumnTextBlock,
];
