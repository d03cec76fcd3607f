import { Provider } from 'react-redux';
import { PictureField, type PictureFieldProps } from '../features/picker/picture-field';
import { addPickerTranslations } from '../locales';
import { store } from '../store';

addPickerTranslations();

export type ImagePickerProps = PictureFieldProps;

/** `mf_picker/ImagePicker`: the editors' image picker, in the CMS page or on its own page. */
export default function ImagePicker(props: ImagePickerProps) {
  return (
    <Provider store={store}>
      <PictureField {...props} />
    </Provider>
  );
}
