import type { Ref } from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import type { VacancyCard as Card } from './vacancy-list-model';
import styles from './vacancy-list.module.css';

interface Props {
  vacancy: Card;
  onSelect: (vacancy: Card) => void;
  /** The card's link, for moving focus to it. */
  linkRef?: Ref<HTMLAnchorElement>;
}

export function VacancyCard({ vacancy, onSelect, linkRef }: Props) {
  const { t } = useTranslation('Vacancies');
  const facts: [string, string][] = [
    [t('List.Card.Location'), vacancy.location],
    [t('List.Card.Availability'), vacancy.availability],
    [t('List.Card.Duration'), vacancy.duration],
    [t('List.Card.Theme'), vacancy.theme],
  ];
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link ref={linkRef} to={vacancy.url} onClick={() => onSelect(vacancy)}>
          {vacancy.title}
        </Link>
      </h3>
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
    </li>
  );
}
