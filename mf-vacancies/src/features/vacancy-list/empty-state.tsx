import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { trackVolunteerInfo } from './analytics';
import styles from './vacancy-list.module.css';

// Spec 1 §2.1: the open application's form.
export const OPEN_APPLICATION_URL = '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren';

/** Spec 1 §4: no vacancy (an empty answer or a 404) still gives the visitor a way to help. */
export function EmptyState() {
  const { t } = useTranslation('Vacancies');
  return (
    <div className={styles.empty}>
      <p>{t('List.Empty.Text')}</p>
      <Link className={styles.button} to={OPEN_APPLICATION_URL} onClick={trackVolunteerInfo}>
        {t('List.Empty.Button')}
      </Link>
    </div>
  );
}
