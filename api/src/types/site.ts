// Wire shapes of the site-wide calls (spec 1 §3, §7), as the shell reads them. The answered ones
// are type aliases, not interfaces: the reply types json-schema-to-ts infers from the response
// schemas allow extra properties (an index signature), which only an alias satisfies.

export type Breadcrumb = {
  title: string;
  url: string;
};

export type SlideInImage = {
  url: string;
  alt: string;
  title: string;
};

export type SlideInButton = {
  title: string;
  uri: string;
  external: boolean;
};

export type SlideIn = {
  id: number;
  title: string;
  field_compact_title: string;
  field_text: { value: string };
  field_compact_text: { value: string };
  status: boolean;
  weight: number;
  /** Path patterns, one per line; `*` is a wildcard and `<front>` the home page. */
  field_pages: string;
  /** How long the slide-in stays away after the visitor closes it. */
  field_seconds: number;
  field_form_id: string | null;
  field_script_id: string | null;
  field_image: SlideInImage | null;
  field_button: SlideInButton | null;
};

export interface SlideInRow {
  id: number;
  title: string;
  compact_title: string;
  text: string;
  compact_text: string;
  status: boolean;
  weight: number;
  pages: string;
  seconds: number;
  form_id: string | null;
  script_id: string | null;
  image: SlideInImage | null;
  button: SlideInButton | null;
}

export interface RedirectRow {
  id: number;
  source: string;
  target: string;
}

/** A CSS injection rule (Drupal's asset injector); also the stored row. */
export type StyleRule = {
  code: string;
  /** Path patterns, one per line; empty means every path. */
  paths: string;
  content_types: string[];
  condition: 'AND' | 'OR';
};

export type StyleRuleRow = StyleRule & { id: number };

export interface RevisionRow {
  nid: number;
  vid: number;
  data: unknown;
}

export interface TaxonomyTermRow {
  vocabulary: string;
  tid: number;
  name: string;
  weight: number;
  icon: string | null;
}

/** A text of the memory test's result page, as the seed writes it (migration 007). */
export interface MemoryTestTextRow {
  test_kind: 'forMyself' | 'forOthers';
  score_group: string;
  age_group: 'all' | '64' | '64-to-74' | '75' | 'not-say';
  position: number;
  body: string;
}
