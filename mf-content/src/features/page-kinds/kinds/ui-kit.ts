import { lazy } from 'react';
import type { PageKindMap } from '../page-kind';

export const uiKitPageKinds: PageKindMap = {
  recommendation_overview: lazy(() => import('../../recommendations/recommendation-overview')),
};
