import type { PageKindMap } from '../page-kind';

export const activitiesPageKinds: PageKindMap = {};
