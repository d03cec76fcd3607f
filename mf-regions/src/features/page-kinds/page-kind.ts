import type { ComponentType } from 'react';
import type { PageKindProps } from '@alz/shared/wire/drupal';

/** Content type -> the component that renders a node of that type (may be React.lazy). */
export type PageKindMap = Record<string, ComponentType<PageKindProps>>;
