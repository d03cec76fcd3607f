import type { AnyBlockDefinition } from '../block-definition';
import { mediaGalleryBlock } from '../media-gallery/media-gallery';
import { timelineBlock } from '../timeline/timeline';

// The expandable of this group replaces the core one in place (kinds/core.ts keeps its name).
export const uiKitBlocks: AnyBlockDefinition[] = [mediaGalleryBlock, timelineBlock];
