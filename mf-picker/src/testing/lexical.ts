import { act, screen } from '@testing-library/react';
import { $createTextNode, $getRoot, $isElementNode, getNearestEditorFromDOMNode, type LexicalEditor } from 'lexical';
import type { DraftRaw } from '../features/editor/lexical-to-draft';

// jsdom has no layout and no real editing, so typing into the contenteditable does not reach
// Lexical; the tests type through Lexical's own api instead, as its own tests do.
export function editorOf(label = 'Tekst'): LexicalEditor {
  const editor = getNearestEditorFromDOMNode(screen.getByRole('textbox', { name: label }));
  if (!editor) throw new Error('No Lexical editor');
  return editor;
}

export function typeAndSelect(editor: LexicalEditor, text: string) {
  act(() => {
    editor.update(
      () => {
        const paragraph = $getRoot().getFirstChildOrThrow();
        if (!$isElementNode(paragraph)) throw new Error('No paragraph');
        const node = $createTextNode(text);
        paragraph.append(node);
        node.select(0, text.length);
      },
      { discrete: true },
    );
  });
}

// jsdom moves the DOM selection to the start of a restyled node, and Lexical follows it; a
// browser keeps the words selected, so the tests select them again.
export function selectText(editor: LexicalEditor, text: string) {
  act(() => {
    editor.update(
      () => {
        const node = $getRoot()
          .getAllTextNodes()
          .find((each) => each.getTextContent() === text);
        if (!node) throw new Error(`No text ${text}`);
        node.select(0, text.length);
      },
      { discrete: true },
    );
  });
}

export const lastSaved = (onChange: jest.Mock): DraftRaw => onChange.mock.calls.at(-1)![0] as DraftRaw;

// Restyling a selection splits its text node, and Lexical then measures the moved caret to keep
// it in view; jsdom has no layout, so its ranges have no box until given an empty one.
export function giveRangesABox() {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
