import { useTranslation } from 'react-i18next';
import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import ImagePicker from './exposes/image-picker';

function StandalonePage() {
  const { t } = useTranslation('Picker');
  return (
    <>
      <h1>{t('Title')}</h1>
      <ImagePicker name="image" />
    </>
  );
}

mountStandalone(<StandalonePage />);
