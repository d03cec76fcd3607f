import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('NotFound');
  return (
    <section>
      <h1>{t('Title')}</h1>
      <p>{t('Text')}</p>
      <p>
        <Link to="/">{t('BackHome')}</Link>
      </p>
    </section>
  );
}
