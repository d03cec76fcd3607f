import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import { paletteColour, TEXT_BLUE } from '@alz/shared/rich-text/draft-content';
import { $findMatchingParent, $getSelection, $isRangeSelection, type LexicalNode } from 'lexical';
import type { EditorTool } from './editor-tools';

const NO_COLOUR = 'default';

/** Which toggles are on at the selection; read inside `editorState.read`. */
export function $activeTools(): Set<EditorTool> {
  const active = new Set<EditorTool>();
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return active;
  for (const format of ['bold', 'italic', 'underline'] as const) if (selection.hasFormat(format)) active.add(format);
  // Lexical answers '' for a selection of mixed colours and the given default for text without a
  // colour, so a mixed selection presses neither colour button.
  const colour = $getSelectionStyleValueForProperty(selection, 'color', NO_COLOUR);
  if (colour === NO_COLOUR) active.add('defaultColour');
  else if (paletteColour(colour) === TEXT_BLUE) active.add('blueColour');
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement();
  const list = $findMatchingParent(anchor, (node: LexicalNode) => $isListNode(node)) as ListNode | null;
  if (list) active.add(list.getListType() === 'number' ? 'number' : 'bullet');
  if ($isHeadingNode(block) && (block.getTag() === 'h2' || block.getTag() === 'h3')) active.add(block.getTag() as 'h2');
  if ($isQuoteNode(block)) active.add('quote');
  // Any link in the selection counts, as removing a link acts on the whole selection.
  if (selection.getNodes().some((node) => $findMatchingParent(node, $isLinkNode))) active.add('link');
  return active;
}
