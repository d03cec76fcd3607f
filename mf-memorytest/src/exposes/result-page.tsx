import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { nodeIntro } from '@alz/shared/wire/node';
import { addMemoryTestTranslations } from '../locales';

addMemoryTestTranslations();

export default function ResultPage({ node }: PageKindProps) {
  return (
    <article>
      <h1>{node.title}</h1>
      <RichText html={nodeIntro(node)} />
    </article>
  );
}
