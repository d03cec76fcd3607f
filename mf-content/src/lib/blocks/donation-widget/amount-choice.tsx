import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import type { DonationAmount } from './to-donation-widget';
import styles from './donation-widget.module.css';

interface Props {
  name: string;
  amount: DonationAmount;
  checked: boolean;
  showEuroSign: boolean;
  onChoose: () => void;
}

/** One amount as a native radio button, styled as a tile (spec 2 §3 "Meest gekozen"). */
export function AmountChoice({ name, amount, checked, showEuroSign, onChoose }: Props) {
  const { t } = useTranslation('Blocks');
  const shown = amount.amount.toLocaleString('nl-NL');
  return (
    <label className={styles.option}>
      <input type="radio" name={name} checked={checked} onChange={onChoose} className={visuallyHidden} />
      <span className={styles.tile}>
        {/* The visible "€ 25" is read as "25 euro"; the screen-reader text says it in words. */}
        <span aria-hidden="true">{showEuroSign ? `€ ${shown}` : shown}</span>
        <span className={visuallyHidden}>{t('DonationWidget.AmountLabel', { amount: shown })}</span>
        {amount.mostPicked ? <span className={styles.badge}>{t('DonationWidget.MostPicked')}</span> : null}
      </span>
    </label>
  );
}
