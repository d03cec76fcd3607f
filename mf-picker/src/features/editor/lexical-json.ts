// The slice of Lexical's serialised editor state that the draft conversion reads and writes.
// Plain JSON on purpose: the conversion stays pure and testable without an editor.

export interface LexicalJsonNode {
  type: string;
  version: number;
  children?: LexicalJsonNode[];
  [field: string]: unknown;
}

export interface LexicalJsonState {
  root: LexicalJsonNode;
}

// Lexical's text format bits (lexical `IS_BOLD` and friends) against the draft inline styles
// that the site's renderer knows (shared/src/rich-text/draft.ts).
export const STYLE_BITS: Record<string, number> = {
  BOLD: 1,
  ITALIC: 2,
  STRIKETHROUGH: 4,
  UNDERLINE: 8,
  CODE: 16,
};

export const IMAGE_NODE_TYPE = 'image-node';

/** A text node's CSS for a palette colour, written as Lexical's `$patchStyleText` writes it. */
export const colourCss = (colour: string | undefined): string => (colour ? `color: ${colour};` : '');

export const element = (
  type: string,
  children: LexicalJsonNode[],
  fields: Record<string, unknown> = {},
): LexicalJsonNode => ({
  type,
  version: 1,
  children,
  direction: null,
  format: '',
  indent: 0,
  ...fields,
});
