import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { VacancyModel } from './vacancy-model';
import styles from './vacancy-view.module.css';

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

export function VacancyView({ vacancy }: { vacancy: VacancyModel }) {
  const { t } = useTranslation('Vacancies');
  const facts: [string, string][] = [
    [t('Facts.Place'), vacancy.city],
    [t('Facts.Availability'), vacancy.availability],
    [t('Facts.Duration'), vacancy.duration],
    [t('Facts.ApplyBefore'), vacancy.applyBefore ? dateFormat.format(new Date(vacancy.applyBefore)) : ''],
  ];
  return (
    <article className={styles.page}>
      <div>
        <h1>{vacancy.title}</h1>
        {vacancy.subTitle ? <p className={styles.subTitle}>{vacancy.subTitle}</p> : null}
        <dl className={styles.facts}>
          {facts
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <RichText html={vacancy.intro} />
        {vacancy.region ? (
          <p>
            {t('RegionLink')} <Link to={vacancy.region.url}>{vacancy.region.name}</Link>
          </p>
        ) : null}
      </div>
      <aside className={styles.cta} aria-label={t('Apply.Label')}>
        <Link className={styles.button} to={vacancy.applyUrl}>
          {t('Apply.Button')}
        </Link>
      </aside>
    </article>
  );
}
