import type { ComponentType } from 'react';

// Wire shapes of the content backend (Drupal-like JSON served by the api). Components never
// read these directly: each remote turns them into view models in a transformer.

export interface DrupalText {
  value: string;
  format?: string;
}

export interface DrupalLink {
  title: string;
  uri: string;
  external?: boolean;
}

export interface DrupalParagraph {
  id: number;
  type: `paragraph--${string}`;
  [field: `field_${string}`]: unknown;
}

export interface DrupalNode {
  nid: number;
  type: string;
  title: string;
  status: boolean;
  langcode?: string;
  path: { alias: string; langcode?: string };
  created?: string;
  changed?: string;
  field_introduction_wysiwyg?: DrupalText | null;
  /** Drupal metatag: `robots` as the page's robots meta tag says it, e.g. "noindex, follow". */
  field_meta_tags?: { title?: string; description?: string; robots?: string } | null;
  field_page_content?: DrupalParagraph[] | null;
  field_disable_prefooter?: boolean | null;
  field_hide_footer?: boolean | null;
  field_parent_page?: { id: number; label: string; url: string } | null;
  field_publication_date?: string | null;
  [field: `field_${string}`]: unknown;
}

export interface DrupalMenuItem {
  key: string;
  title: string;
  description?: string | null;
  uri?: string;
  alias?: string;
  relative: string;
  absolute?: string;
  external: boolean;
  weight: number;
  expanded?: boolean;
  below?: DrupalMenuItem[];
}

/** Props every page-kind module exposed by a remote receives from the shell. */
export interface PageKindProps {
  node: DrupalNode;
}

/** Content type -> the component that renders a node of that type (may be React.lazy). */
/** A remote's registry: for each content type its module renders (site/routes.ts `TypesOf`), its kind. */
export type PageKindMap<Type extends string = string> = Record<Type, ComponentType<PageKindProps>>;

/**
 * A remote's page-kind lookup: a registry, not a switch (conventions habit 4). The shell already
 * chose the remote by type, so a type the remote has no own kind for gets its fallback.
 */
export const pageKindLookup =
  (kinds: PageKindMap, fallback: ComponentType<PageKindProps>) =>
  (type: string): ComponentType<PageKindProps> =>
    Object.hasOwn(kinds, type) ? kinds[type]! : fallback;
