import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden';
import styles from './form-kit.module.css';

/**
 * Spec 2 §5: a required field shows an asterisk marked "Verplicht". The asterisk is for the eye
 * (its title says what it means on hover); a screen reader skips it and hears the words instead,
 * as part of the label, so the field's name reads "Voornaam (verplicht)".
 */
export function RequiredMark() {
  const { t } = useTranslation('Common');
  return (
    <span className={styles.required}>
      {' '}
      <abbr title={t('Form.Required')} aria-hidden="true">
        *
      </abbr>
      <span className={visuallyHidden}>{t('Form.RequiredSpoken')}</span>
    </span>
  );
}
