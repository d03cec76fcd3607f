import { basePageKinds, FallbackPage } from './kinds/base';
import { newsPageKinds } from './kinds/news';
import { pagesPageKinds } from './kinds/pages';
import { uiKitPageKinds } from './kinds/ui-kit';
import type { PageKindMap } from './page-kind';

// A registry, not a switch (conventions habit 4); the shell already chose this remote by type.
const pageKinds: PageKindMap = { ...basePageKinds, ...pagesPageKinds, ...newsPageKinds, ...uiKitPageKinds };

export const pageKindFor = (type: string) => (Object.hasOwn(pageKinds, type) ? pageKinds[type]! : FallbackPage);
