import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@alz/shared/ui/card';
import type { VacancyCard as VacancyCardModel } from './vacancy-list-model';
import styles from './vacancy-list.module.css';

interface Props {
  vacancy: VacancyCardModel;
  onSelect: (vacancy: VacancyCardModel) => void;
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
    <Card
      as="li"
      headingLevel={3}
      title={vacancy.title}
      to={vacancy.url}
      className={styles.card}
      titleClassName={styles.cardTitle}
      linkRef={linkRef}
      onLinkClick={() => onSelect(vacancy)}
    >
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
    </Card>
  );
}
