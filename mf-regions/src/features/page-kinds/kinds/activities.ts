import { lazy } from 'react';
import type { PageKindMap } from '../page-kind';

const ActivityPage = lazy(() => import('../../activities/activity-page'));
const LocationPage = lazy(() => import('../../location-page/location-page'));

export const activitiesPageKinds: PageKindMap = {
  activiteit: ActivityPage,
  location: LocationPage,
  ontmoetingsplek: LocationPage,
};
