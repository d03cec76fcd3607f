import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@alz/shared/text/dates';
import { RemoteModule } from '@alz/shared/ui/remote-module';
import { RichText } from '@alz/shared/ui/rich-text';
import { trackApplicationClick, trackVacancyCta } from './analytics';
import type { VacancyLocation, VacancyModel } from './vacancy-model';
import styles from './vacancy-view.module.css';

const longDate = (value: string | null) => (value ? formatLongDate(new Date(value)) : '');

export function VacancyView({ vacancy }: { vacancy: VacancyModel }) {
  const { t } = useTranslation('Vacancies');
  const place = (location: VacancyLocation) =>
    location.kind === 'fromHome'
      ? t('Location.FromHome')
      : location.kind === 'nearby'
        ? t('Location.Nearby')
        : [location.zipCode, location.city].filter(Boolean).join(' ');
  const facts: [string, string][] = [
    [t('Facts.Place'), place(vacancy.location)],
    [t('Facts.Theme'), vacancy.theme],
    [t('Facts.Availability'), vacancy.availability],
    [t('Facts.Duration'), vacancy.duration],
    [t('Facts.Created'), longDate(vacancy.created)],
    [t('Facts.ApplyBefore'), longDate(vacancy.applyBefore)],
  ];
  return (
    <article className={styles.page}>
      <div>
        <h1 tabIndex={-1}>{vacancy.title}</h1>
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
        {/* Above the blocks, which come later from mf-content and would push it down. */}
        {vacancy.region ? (
          <p>
            {t('RegionLink')} <Link to={vacancy.region.url}>{vacancy.region.name}</Link>
          </p>
        ) : null}
        {vacancy.paragraphs.length > 0 ? (
          // The blocks are mf-content's (ARCHITECTURE.md); without it the facts and the call to
          // action still tell the visitor enough to apply.
          <RemoteModule
            host="mf_vacancies"
            id="mf_content/BlockRenderer"
            props={{ paragraphs: vacancy.paragraphs }}
            loading={<p role="status">{t('Blocks.Loading')}</p>}
            fallback={<p className={styles.note}>{t('Blocks.Unavailable')}</p>}
          />
        ) : null}
      </div>
      <aside className={styles.cta} aria-label={t('Apply.Label')}>
        <Link
          className={styles.button}
          to={vacancy.applyUrl}
          onClick={() => {
            trackVacancyCta(vacancy.title);
            trackApplicationClick(vacancy.title);
          }}
        >
          {t('Apply.Button')}
        </Link>
      </aside>
    </article>
  );
}
