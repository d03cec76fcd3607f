import { useTranslation } from 'react-i18next';
import { eventBus } from '@alz/shared';
import { addTranslations } from '@alz/shared/react';
import texts from '../locales/nl/cookies.json';
import styles from './cookies-route.module.css';

// Only /cookies shows the declaration, so it and its texts are a chunk of their own.
addTranslations('HeaderFooter', texts);

// The cookies this site sets, declared once on the cookie statement (spec 1 §2.1).
const cookies = ['cookie-consent', 'marketing', 'scrollDepth', '__RequestVerificationToken', 'slidein-closed'] as const;

/** Our own cookie declaration and the button that opens the cookie settings again. */
export default function CookieDeclaration() {
  const { t } = useTranslation('HeaderFooter');
  return (
    <section className={styles.declaration} aria-labelledby="cookieverklaring">
      <h2 id="cookieverklaring">{t('Cookies.Title')}</h2>
      <table>
        <caption className={styles.caption}>{t('Cookies.Caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Cookies.Name')}</th>
            <th scope="col">{t('Cookies.Purpose')}</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((name) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{t(`Cookies.Items.${name}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className={styles.button} onClick={() => eventBus.emit('consent:open', {})}>
        {t('Cookies.Change')}
      </button>
    </section>
  );
}
