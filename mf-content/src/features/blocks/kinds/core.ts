import type { AnyBlockDefinition } from '../block-definition';
import { expandableBlock } from '../core/expandable';
import { linkListBlock } from '../core/link-list';
import { memoryTestCtaBlock } from '../core/memory-test-cta';
import { quoteBlock } from '../core/quote';
import { textWithTitleBlock } from '../core/text-with-title';
import { videoBlock } from '../core/video';

export const coreBlocks: AnyBlockDefinition[] = [
  textWithTitleBlock,
  quoteBlock,
  linkListBlock,
  expandableBlock,
  memoryTestCtaBlock,
  videoBlock,
];
