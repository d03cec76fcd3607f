import type { AnyBlockDefinition } from './block-definition';
import { coreBlocks } from './kinds/core';
import { gridsBlocks } from './kinds/grids';
import { linkedBlocks } from './kinds/linked';
import { mediaBlocks } from './kinds/media';
import { newsBlocks } from './kinds/news';
import { pagesBlocks } from './kinds/pages';
import { uiKitBlocks } from './kinds/ui-kit';

// A registry, not a switch (conventions habit 4). A later group may replace an earlier kind.
const definitions = new Map<string, AnyBlockDefinition>(
  [...coreBlocks, ...uiKitBlocks, ...newsBlocks, ...pagesBlocks, ...gridsBlocks, ...mediaBlocks, ...linkedBlocks].map(
    (definition) => [definition.bundle, definition],
  ),
);

export const blockDefinition = (bundle: string): AnyBlockDefinition | undefined => definitions.get(bundle);
