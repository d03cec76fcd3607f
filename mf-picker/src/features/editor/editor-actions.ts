import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $patchStyleText } from '@lexical/selection';
import { TEXT_BLUE } from '@alz/shared/rich-text/draft-content';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';
import type { EditorTool } from './editor-tools';
import { $createImageNode } from './image-node';

/** Runs a toolbar tool; `image` is started by the file input instead (see insertImage). */
export function runTool(editor: LexicalEditor, tool: EditorTool, active: boolean, promptUrl: () => string | null) {
  switch (tool) {
    case 'bold':
    case 'italic':
    case 'underline':
      editor.dispatchCommand(FORMAT_TEXT_COMMAND, tool);
      return;
    case 'defaultColour':
    case 'blueColour':
      // Each button sets its own colour, like a choice from a palette; the default is no colour
      // style at all, so the site shows its own text colour (spec 2 §9).
      editor.update(() => {
        const selection = $getSelection();
        if (selection) $patchStyleText(selection, { color: tool === 'blueColour' ? TEXT_BLUE : null });
      });
      return;
    case 'bullet':
      editor.dispatchCommand(active ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
      return;
    case 'number':
      editor.dispatchCommand(active ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
      return;
    case 'h2':
    case 'h3':
      setBlocks(editor, () => (active ? $createParagraphNode() : $createHeadingNode(tool)));
      return;
    case 'quote':
      setBlocks(editor, () => (active ? $createParagraphNode() : $createQuoteNode()));
      return;
    case 'link': {
      // Spec 2 §5: an empty or cancelled prompt changes nothing.
      const url = promptUrl()?.trim();
      if (url) editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
      return;
    }
    case 'unlink':
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      return;
    case 'image':
      return;
  }
}

// Turns each selected top-level block into a new kind, keeping its content.
function setBlocks(editor: LexicalEditor, create: () => ElementNode) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const blocks = new Map<string, ElementNode>();
    for (const node of selection.getNodes()) {
      const block = node.getKey() === 'root' ? null : node.getTopLevelElement();
      if ($isElementNode(block) && block.getType() !== 'list') blocks.set(block.getKey(), block);
    }
    blocks.forEach((block) => block.replace(create(), true));
  });
}

/** Spec 2 §7: an image is read locally as a data URL; nothing goes to a server. */
export function insertImage(editor: LexicalEditor, file: File) {
  const reader = new FileReader();
  reader.addEventListener('load', () => {
    if (typeof reader.result !== 'string') return;
    const src = reader.result;
    editor.update(() => $insertNodes([$createImageNode(src, file.name)]));
  });
  reader.readAsDataURL(file);
}
