import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { dateRangeLabel } from './activity-dates';
import type { ActivityItem } from './activity-model';
import styles from './activities.module.css';

export function ActivityCard({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('Region');
  const dates = dateRangeLabel(t, item.start, item.end);
  // A venue named after its town ("Café De Linde, Utrecht") needs no second "Utrecht".
  const locality = item.location.endsWith(item.locality) ? '' : item.locality;
  const place = [item.location, locality].filter(Boolean).join(', ');
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        {item.externalUrl ? (
          // A normal link: the visitor decides where it opens; the note says it leaves the site.
          <a href={item.externalUrl}>
            {item.title} <span className={styles.external}>{t('Activities.External')}</span>
          </a>
        ) : (
          <Link to={item.url!}>{item.title}</Link>
        )}
      </h3>
      {item.type ? (
        <p className={styles.type}>
          {item.iconPath ? <img className={styles.typeIcon} src={item.iconPath} alt="" /> : null}
          {item.type}
        </p>
      ) : null}
      {dates ? <p>{dates}</p> : null}
      {place ? <p>{place}</p> : null}
    </li>
  );
}
