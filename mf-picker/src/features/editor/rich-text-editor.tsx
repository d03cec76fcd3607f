import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { useEffect, useId, useMemo } from 'react';
import { BlogSchemaPlugin } from './blog-schema-plugin';
import { draftToLexical } from './draft-to-lexical';
import { EditorToolbar } from './editor-toolbar';
import type { EditorMode } from './editor-tools';
import { ImageNode } from './image-node';
import type { LexicalJsonState } from './lexical-json';
import { lexicalToDraft, type DraftRaw } from './lexical-to-draft';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  mode: EditorMode;
  /** Stored draft-style rich text (spec 2 §3), as an object or its JSON string. */
  value?: DraftRaw | string;
  /** Told the draft-style content after every change to the text. */
  onChange?: (value: DraftRaw) => void;
  readOnly?: boolean;
  label: string;
}

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode];

// Spec 2 §8: editor errors are rethrown, never swallowed.
const rethrow = (error: Error) => {
  throw error;
};

/** The rich-text editor of spec 2 §6, in admin or blog mode, saving draft-style JSON. */
export function RichTextEditor({ mode, value, onChange, readOnly = false, label }: RichTextEditorProps) {
  const labelId = useId();
  // Converted while rendering, so an unknown entity type throws here (spec 2 §5).
  const initial = useMemo(() => JSON.stringify(draftToLexical(value)), [value]);
  const config: InitialConfigType = {
    namespace: `alz-editor-${mode}`,
    nodes: NODES,
    editable: !readOnly,
    editorState: initial,
    onError: rethrow,
    theme: { text: { bold: styles.bold, italic: styles.italic, underline: styles.underline } },
  };
  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <LexicalComposer initialConfig={config}>
        {!readOnly && <EditorToolbar mode={mode} label={label} />}
        <RichTextPlugin
          contentEditable={<ContentEditable className={styles.content} ariaLabelledBy={labelId} ariaMultiline />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        {mode === 'blog' && <BlogSchemaPlugin />}
        <EditablePlugin editable={!readOnly} />
        {onChange && (
          <OnChangePlugin
            ignoreSelectionChange
            onChange={(state) => onChange(lexicalToDraft(state.toJSON() as unknown as LexicalJsonState))}
          />
        )}
      </LexicalComposer>
    </div>
  );
}

// The composer reads its config once; a later readOnly switch goes through the editor.
function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}
