import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor as Editor, type RichTextEditorProps } from '../features/editor/rich-text-editor';
import { addPickerTranslations } from '../locales';
import styles from '../features/editor/rich-text-editor.module.css';

addPickerTranslations();

export type { RichTextEditorProps };
export type { DraftRaw } from '../features/editor/lexical-to-draft';

/** `mf_picker/RichTextEditor`: the Lexical rich-text editor in admin or blog mode (spec 2 §6). */
export default function RichTextEditor(props: RichTextEditorProps) {
  return (
    <EditorBoundary fallback={<CannotEdit label={props.label} />}>
      <Editor {...props} />
    </EditorBoundary>
  );
}

/**
 * The editor throws on stored content it cannot read (spec 2 §5: an unknown entity); the CMS
 * field then says so in its place, under its label, instead of vanishing. It never calls
 * `onChange`, so the stored value stays exactly as it was. React still logs the error.
 */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function CannotEdit({ label }: { label: string }) {
  const { t } = useTranslation('Picker');
  return (
    <div className={styles.editor} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <p role="alert">{t('Editor.CannotEdit')}</p>
    </div>
  );
}
