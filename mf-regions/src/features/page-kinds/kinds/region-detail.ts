import { lazy } from 'react';
import type { PageKindMap } from '../page-kind';

const RegionDetailPage = lazy(() =>
  import('../../region-detail/region-detail').then((m) => ({ default: m.RegionDetail })),
);
const OverDeRegioPage = lazy(() =>
  import('../../region-detail/over-de-regio-page').then((m) => ({ default: m.OverDeRegioPage })),
);
const RegionalItemPage = lazy(() =>
  import('../../region-detail/regional-item-page').then((m) => ({ default: m.RegionalItemPage })),
);

export const regionDetailPageKinds: PageKindMap = {
  regio: RegionDetailPage,
  over_de_regio: OverDeRegioPage,
  services: RegionalItemPage,
  uitgelicht: RegionalItemPage,
  info_over_dementie: RegionalItemPage,
  regio_overzicht: RegionalItemPage,
};
