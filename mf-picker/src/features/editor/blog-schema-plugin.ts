import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  $createParagraphNode,
  COMMAND_PRIORITY_CRITICAL,
  FORMAT_TEXT_COMMAND,
  IS_BOLD,
  mergeRegister,
  SET_TEXT_FORMAT_COMMAND,
  TextNode,
  type ElementNode,
} from 'lexical';
import { useEffect } from 'react';

// Spec 2 §5: blog mode stores bold, lists and links only, whatever way formatting comes in.
// Node transforms are Lexical's own normalisation: they run on every created or changed node,
// so pasted HTML, pasted editor content and loaded content are reduced alike. Headings and
// quotes stay registered so stored content that has them still loads; they become paragraphs,
// their text kept.
const $toParagraph = (node: ElementNode) => {
  node.replace($createParagraphNode(), true);
};

const $keepBoldOnly = (node: TextNode) => {
  if ((node.getFormat() & ~IS_BOLD) !== 0) node.setFormat(node.getFormat() & IS_BOLD);
  // Blog mode offers no colour (spec 2 §5 tools), so no text style is kept either.
  if (node.getStyle() !== '') node.setStyle('');
};

/** Holds blog-mode content to the formatting its toolbar offers (spec 2 §5). */
export function BlogSchemaPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        // Ctrl+I and Ctrl+U reach the editor as format commands; handled here, they do nothing.
        editor.registerCommand(FORMAT_TEXT_COMMAND, (format) => format !== 'bold', COMMAND_PRIORITY_CRITICAL),
        editor.registerCommand(
          SET_TEXT_FORMAT_COMMAND,
          (formats) => Object.entries(formats).some(([format, on]) => on && format !== 'bold'),
          COMMAND_PRIORITY_CRITICAL,
        ),
        editor.registerNodeTransform(HeadingNode, $toParagraph),
        editor.registerNodeTransform(QuoteNode, $toParagraph),
        editor.registerNodeTransform(TextNode, $keepBoldOnly),
      ),
    [editor],
  );
  return null;
}
