import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { insertImage, runTool } from './editor-actions';
import { $activeTools } from './editor-state';
import { isUnavailable, TOGGLES, TOOL_LABELS, TOOLS, type EditorMode, type EditorTool } from './editor-tools';
import styles from './rich-text-editor.module.css';

// A colour button shows its colour beside its name; the name alone says which colour it is.
const SWATCHES: Partial<Record<EditorTool, string | undefined>> = {
  defaultColour: styles.swatchDefault,
  blueColour: styles.swatchBlue,
};

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

interface Props {
  mode: EditorMode;
  label: string;
}

/** The editor's toolbar: one tab stop, arrow keys, Home and End between its buttons (APG toolbar). */
export function EditorToolbar({ mode, label }: Props) {
  const { t } = useTranslation('Picker');
  const [editor] = useLexicalComposerContext();
  const tools = TOOLS[mode];
  const [focusIndex, setFocusIndex] = useState(0);
  const [active, setActive] = useState<Set<EditorTool>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setActive(editorState.read($activeTools))),
    [editor],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex, tools.length);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const use = (tool: EditorTool) => {
    if (isUnavailable(tool, active)) return;
    if (tool === 'image') fileInput.current?.click();
    else runTool(editor, tool, active.has(tool), () => window.prompt(t('Editor.LinkPrompt')));
  };

  return (
    <div role="toolbar" aria-label={t('Editor.Toolbar', { label })} className={styles.toolbar} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={styles.tool}
          tabIndex={index === focusIndex ? 0 : -1}
          aria-pressed={TOGGLES.has(tool) ? active.has(tool) : undefined}
          // Not `disabled`: a disabled button cannot take focus, so the arrow keys would skip it.
          aria-disabled={isUnavailable(tool, active) || undefined}
          // Keeps the text selection in the editor when a button is clicked with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={() => use(tool)}
        >
          {SWATCHES[tool] && <span className={`${styles.swatch} ${SWATCHES[tool]}`} aria-hidden="true" />}
          {t(TOOL_LABELS[tool])}
        </button>
      ))}
      {tools.includes('image') && (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) insertImage(editor, file);
            event.currentTarget.value = '';
          }}
        />
      )}
    </div>
  );
}
