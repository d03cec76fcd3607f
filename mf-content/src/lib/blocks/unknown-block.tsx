import { useTranslation } from 'react-i18next';

/** spec 1 §2.4: an unknown block renders a placeholder and never breaks the page. */
export function UnknownBlock({ bundle }: { bundle: string }) {
  const { t } = useTranslation('Blocks');
  return <p>{t('Unknown', { bundle })}</p>;
}
