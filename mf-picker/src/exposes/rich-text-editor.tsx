import { RichTextEditor as Editor, type RichTextEditorProps } from '../features/editor/rich-text-editor';
import { addPickerTranslations } from '../locales';

addPickerTranslations();

export type { RichTextEditorProps };
export type { DraftRaw } from '../features/editor/lexical-to-draft';

/** `mf_picker/RichTextEditor`: the Lexical rich-text editor in admin or blog mode (spec 2 §6). */
export default function RichTextEditor(props: RichTextEditorProps) {
  return <Editor {...props} />;
}
