import { useTranslation } from 'react-i18next';

/** spec 1 §8: an unknown page type is an error ("unknown page"). */
export function UnknownPage({ type }: { type: string }) {
  const { t } = useTranslation('HeaderFooter');
  console.error(`unknown page: content type "${type}" has no page kind`);
  return (
    <section>
      <h1>{t('UnknownPage')}</h1>
      <p>{t('UnknownPageText')}</p>
    </section>
  );
}
