import type { DrupalParagraph } from '@alz/shared/wire/drupal';
import { BlockList } from '../lib/blocks/block-list';
import { toBlocks } from '../lib/blocks/block-model';
import { ContentProviders } from '../lib/content-providers';
import { addContentTranslations } from '../locales';

addContentTranslations();

/** Renders wire paragraphs for remotes whose pages carry blocks (ARCHITECTURE.md). */
export default function BlockRenderer({ paragraphs }: { paragraphs: DrupalParagraph[] }) {
  return (
    <ContentProviders>
      <BlockList blocks={toBlocks(paragraphs)} />
    </ContentProviders>
  );
}
