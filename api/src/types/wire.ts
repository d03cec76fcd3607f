import type { DrupalMenuItem, DrupalNode as ClientNode, DrupalParagraph } from '@alz/shared/wire/drupal';

// The wire shapes are defined once, in @alz/shared (the client's tolerant view); the api
// narrows them to what it always sends. Spread into plain object types (Plain): the reply types
// json-schema-to-ts infers from `additionalProperties: true` have an index signature, which the
// shared interfaces do not satisfy.

type Plain<T> = { [K in keyof T]: T[K] };
// Unlike Omit, keeps the named field_* properties beside the `field_${string}` index signature.
type Without<T, Keys> = { [K in keyof T as K extends Keys ? never : K]: T[K] };

export type Paragraph = Plain<DrupalParagraph>;

export type DrupalNode = Plain<
  Without<ClientNode, 'path' | 'field_page_content'> &
    Required<Pick<ClientNode, 'langcode' | 'created' | 'changed'>> & {
      path: { alias: string; langcode: string };
      field_page_content: Paragraph[];
    }
>;

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
