import type { PageKindMap } from '../page-kind';

export const newsPageKinds: PageKindMap = {};
