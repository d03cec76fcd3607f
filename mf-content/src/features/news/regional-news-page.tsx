import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { nodeRegion } from '@alz/shared/wire/node';
import { BlockList } from '../../lib/blocks/block-list';
import { toPageModel } from '../../lib/page/page-model';
import { NewsOverviewView } from './news-overview-view';

/**
 * Page kind regio_nieuws (spec 1 §2.2 "regional news overview"): the overview of /regios/{regio}/
 * nieuws at an editor's own address, with the editor's title and introduction. Without a region
 * that has an address on this site it lists all news, so the page never stays empty.
 */
export function RegionalNewsPage({ node }: PageKindProps) {
  const { t } = useTranslation('Blocks');
  const page = toPageModel(node);
  const region = nodeRegion(node);
  return (
    <>
      <NewsOverviewView
        title={page.title}
        intro={<RichText html={page.intro} />}
        path={node.path?.alias ?? '/nieuws'}
        // The shell wrote the head from the node; the view adds prev/next and robots.
        headMode="links"
        region={region && region.id > 0 ? { id: region.id, title: region.title, url: region.path } : undefined}
        backLabel={region ? t('News.Regional.Back', { region: region.title }) : undefined}
      />
      <BlockList blocks={page.blocks} />
    </>
  );
}
