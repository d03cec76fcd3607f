import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { BlockList } from '../../lib/blocks/block-list';
import { toPageModel } from '../../lib/page/page-model';
import { NewsOverviewView } from './news-overview-view';

/** Page kind `news_overview`: the shell wrote the head, so only prev/next and robots are added. */
export function NewsOverviewPage({ node }: PageKindProps) {
  const page = toPageModel(node);
  return (
    <>
      <NewsOverviewView
        title={page.title}
        intro={<RichText html={page.intro} />}
        path={node.path?.alias ?? '/nieuws'}
        headMode="links"
      />
      <BlockList blocks={page.blocks} />
    </>
  );
}
