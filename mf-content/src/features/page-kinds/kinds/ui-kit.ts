import type { PageKindMap } from '../page-kind';

export const uiKitPageKinds: PageKindMap = {};
