import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@alz/shared/ui/page-head';
import { primaryButton } from '@alz/shared/ui/button';
import styles from './not-found-page.module.css';

// spec 1 §2.10: five suggestions, news and the memory test among them.
const suggestions = [
  { key: 'MemoryTest', url: '/geheugentest/zelf' },
  { key: 'News', url: '/nieuws' },
  { key: 'Dementia', url: '/dementie' },
  { key: 'Care', url: '/mantelzorg' },
  { key: 'Regions', url: '/regios' },
] as const;

export function NotFoundPage() {
  const { t } = useTranslation('NotFound');
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/zoeken?${new URLSearchParams({ zoekterm: term.trim() })}`);
  };
  return (
    <section className={styles.page}>
      <PageHead title={t('Title')} path="/404" noIndex />
      <h1>{t('Title')}</h1>
      <p>{t('Text')}</p>
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor={inputId}>{t('Search.Label')}</label>
        <div className={styles.row}>
          <input id={inputId} type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
          <button type="submit" className={primaryButton}>
            {t('Search.Submit')}
          </button>
        </div>
      </form>
      <h2>{t('Suggestions.Title')}</h2>
      <ul className={styles.suggestions}>
        {suggestions.map(({ key, url }) => (
          <li key={key}>
            <Link to={url}>{t(`Suggestions.${key}`)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className={primaryButton} to="/">
          {t('BackHome')}
        </Link>
      </p>
    </section>
  );
}
