import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RegionView } from '../../region/region-view';
import { toRegionModel } from '../../region/region-model';

/** Title, introduction and contact data: what every regional node has. */
export function BasicRegionalPage({ node }: PageKindProps) {
  return <RegionView region={toRegionModel(node)} />;
}
