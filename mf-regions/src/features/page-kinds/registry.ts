import { BasicRegionalPage } from './kinds/base';
import { activitiesPageKinds } from './kinds/activities';
import { locationSearchPageKinds } from './kinds/location-search';
import { regionDetailPageKinds } from './kinds/region-detail';
import type { PageKindMap } from './page-kind';

// A registry, not a switch (conventions habit 4); the shell already chose this remote by type.
const pageKinds: PageKindMap = { ...regionDetailPageKinds, ...activitiesPageKinds, ...locationSearchPageKinds };

export const pageKindFor = (type: string) => (Object.hasOwn(pageKinds, type) ? pageKinds[type]! : BasicRegionalPage);
