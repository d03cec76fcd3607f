import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { PictureGrid } from '../features/blobs/picture-grid';
import { addPickerTranslations } from '../locales';
import { store } from '../store';

addPickerTranslations();

/** The editor's image picker; mounted in the CMS page or on its own. */
export default function ImagePicker() {
  const { t } = useTranslation('Picker');
  return (
    <Provider store={store}>
      <section>
        <h1>{t('Title')}</h1>
        <p>{t('Intro')}</p>
        <PictureGrid />
      </section>
    </Provider>
  );
}
