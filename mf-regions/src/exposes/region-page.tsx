import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RegionView } from '../features/region/region-view';
import { toRegionModel } from '../features/region/region-model';
import { addRegionTranslations } from '../locales';

addRegionTranslations();

export default function RegionPage({ node }: PageKindProps) {
  return <RegionView region={toRegionModel(node)} />;
}
