import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@alz/shared/react';
import type { ReactNode } from 'react';
import ImagePicker, { type ImagePickerProps } from './image-picker';
import RichTextEditor, { type RichTextEditorProps } from './rich-text-editor';

function render(element: Element, ui: ReactNode): () => void {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}

/**
 * `mf_picker/mount`: the picker in a page without React and without the shell, such as a CMS
 * form (public/cms-demo.html shows how). The chosen picture's address goes into a hidden
 * input named `props.name` and to `props.onChange`. Answers the function that takes it out again.
 */
export function mount(element: Element, props: ImagePickerProps = {}): () => void {
  return render(element, <ImagePicker {...props} />);
}

/** The rich-text editor in such a page, the same way; it tells `props.onChange` the saved JSON. */
export function mountEditor(element: Element, props: RichTextEditorProps): () => void {
  return render(element, <RichTextEditor {...props} />);
}

export default mount;
