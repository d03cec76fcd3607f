import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { LocationActivities, useNothingPlanned } from '../../lib/activities/location-activities';
import { LocationContact } from './location-contact';
import { toLocationPageModel } from './location-page-model';
import { TitledBlocks } from './titled-blocks';
import styles from './location-page.module.css';

const PLANNED = 'geplande-activiteiten';
const CONTACT = 'contact';
const ABOUT = 'over-de-regio';

/** Page kinds `location` and `ontmoetingsplek` (spec 1 §2.5, §3 "Location page"). */
export default function LocationPage({ node }: PageKindProps) {
  const { t } = useTranslation('Region');
  const location = toLocationPageModel(node);
  // spec 1 §4: the planned activities, and their menu entry, go when none are planned.
  const nothingPlanned = useNothingPlanned(location.id);
  const menu = [
    ...location.blocks.map((block) => ({ anchor: block.anchor, label: block.title })),
    { anchor: CONTACT, label: t('LocationPage.Contact') },
    ...(nothingPlanned ? [] : [{ anchor: PLANNED, label: t('LocationPage.Planned') }]),
    ...(location.region ? [{ anchor: ABOUT, label: t('LocationPage.AboutRegion') }] : []),
  ];

  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{location.title}</h1>
      {location.type ? <p className={styles.type}>{location.type}</p> : null}
      <RichText className={styles.intro} html={location.intro} />
      <nav aria-label={t('LocationPage.Menu')} className={styles.menu}>
        <ul>
          {menu.map((entry) => (
            <li key={entry.anchor}>
              <a href={`#${entry.anchor}`}>{entry.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <TitledBlocks blocks={location.blocks} />
      <LocationContact id={CONTACT} location={location} />
      {nothingPlanned ? null : (
        <section id={PLANNED} aria-labelledby={`${PLANNED}-kop`} className={styles.section}>
          <h2 id={`${PLANNED}-kop`}>{t('LocationPage.Planned')}</h2>
          <LocationActivities locationId={location.id} />
        </section>
      )}
      {location.region ? (
        <section id={ABOUT} aria-labelledby={`${ABOUT}-kop`} className={styles.section}>
          <h2 id={`${ABOUT}-kop`}>{t('LocationPage.AboutRegion')}</h2>
          <p>{t('LocationPage.AboutRegionText', { region: location.region.title })}</p>
          {location.region.url ? (
            <p>
              <Link to={location.region.url}>{t('LocationPage.ToRegion', { region: location.region.title })}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
