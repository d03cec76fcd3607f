import type { PageKindMap } from '../page-kind';

export const regionDetailPageKinds: PageKindMap = {};
