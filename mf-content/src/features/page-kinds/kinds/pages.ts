import type { PageKindMap } from '../page-kind';

export const pagesPageKinds: PageKindMap = {};
