import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import styles from './application-form.module.css';

/**
 * Spec 2 §5: a required field shows an asterisk marked "Verplicht". The asterisk is for the eye
 * (its title says what it means on hover); a screen reader skips it and hears the words instead,
 * as part of the label, so the field's name reads "Voornaam (verplicht)".
 */
export function RequiredMark() {
  const { t } = useTranslation('Vacancies');
  return (
    <span className={styles.required}>
      {' '}
      <abbr title={t('ApplicationForm.Required')} aria-hidden="true">
        *
      </abbr>
      <span className={visuallyHidden}>{t('ApplicationForm.RequiredSpoken')}</span>
    </span>
  );
}
