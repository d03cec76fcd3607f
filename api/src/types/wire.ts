import type { DrupalMenuItem, DrupalNode as ClientNode, DrupalParagraph } from '@alz/shared/wire/drupal';

// The wire shapes are defined once, in @alz/shared (the client's tolerant view); the api
// narrows them to what it always sends.

export type Paragraph = DrupalParagraph;

export type DrupalNode = ClientNode &
  Required<Pick<ClientNode, 'langcode' | 'created' | 'changed'>> & {
    path: { alias: string; langcode: string };
    field_page_content: Paragraph[];
  };

export type MenuItem = Required<Omit<DrupalMenuItem, 'below'>> & { below: MenuItem[] };

/** A node as stored: the served document plus the columns used for lookups and search. */
export interface NodeRow {
  nid: number;
  type: string;
  title: string;
  alias: string;
  status: boolean;
  /** The current revision. */
  vid: number;
  langcode: string;
  created: string;
  changed: string;
  body_text: string;
  data: DrupalNode;
}

export interface MenuItemRow {
  id: number;
  menu: string;
  parent_id: number | null;
  key: string;
  title: string;
  description: string | null;
  url: string;
  external: boolean;
  expanded: boolean;
  weight: number;
}
