import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { AmountChoice } from './amount-choice';
import { DEFAULT_AMOUNT_INDEX, donationHref, FREQUENCIES, type DonationWidgetModel } from './to-donation-widget';
import styles from './donation-widget.module.css';

/** Spec 1 §2.4: the visitor chooses how often first, then how much, then goes to donate. */
export function DonationWidget({ block }: { block: DonationWidgetModel }) {
  const { t } = useTranslation('Blocks');
  const id = useId();
  const [freqIndex, setFreqIndex] = useState(block.freqIndex);
  const [amountIndex, setAmountIndex] = useState(block.amountIndex);
  const frequency = block.frequencies[freqIndex] ?? block.frequencies[0];
  if (!frequency) return null;
  const amount = frequency.amounts[amountIndex] ?? frequency.amounts[0];
  const label = (name: string) =>
    (FREQUENCIES as readonly string[]).includes(name) ? t(`DonationWidget.FrequencyName.${name}`) : name;

  const chooseFrequency = (index: number) => {
    setFreqIndex(index);
    // Each frequency has its own amounts; start again from the default amount there.
    const amounts = block.frequencies[index]?.amounts.length ?? 0;
    setAmountIndex(Math.min(DEFAULT_AMOUNT_INDEX, Math.max(amounts - 1, 0)));
  };

  return (
    <section className={`${styles.widget} ${block.isFullWidth ? styles.full : ''}`} aria-labelledby={`${id}-title`}>
      {block.title ? (
        <h2 id={`${id}-title`} className={styles.title}>
          {block.title}
        </h2>
      ) : (
        <h2 id={`${id}-title`} className={visuallyHidden}>
          {t('DonationWidget.Donate')}
        </h2>
      )}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('DonationWidget.Frequency')}</legend>
        <div className={styles.options}>
          {block.frequencies.map((f, index) => (
            <label key={f.optionName} className={styles.option}>
              <input
                type="radio"
                name={`${id}-frequency`}
                checked={index === freqIndex}
                onChange={() => chooseFrequency(index)}
                className={visuallyHidden}
              />
              <span className={styles.tile}>{label(f.optionName)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('DonationWidget.Amount')}</legend>
        <div className={styles.options}>
          {frequency.amounts.map((a, index) => (
            <AmountChoice
              key={`${a.amount}-${index}`}
              name={`${id}-amount-${freqIndex}`}
              amount={a}
              checked={index === amountIndex}
              showEuroSign={block.showEuroSign}
              onChoose={() => setAmountIndex(index)}
            />
          ))}
        </div>
      </fieldset>
      {amount ? (
        <p className={styles.action}>
          <a
            className={styles.donate}
            href={donationHref(block.link, frequency.optionName, amount.amount, block.campaignCode)}
            aria-describedby={`${id}-choice`}
          >
            {t('DonationWidget.Donate')}
          </a>
          <span id={`${id}-choice`} className={styles.choice}>
            {t('DonationWidget.DonateDescription', {
              frequency: label(frequency.optionName).toLowerCase(),
              amount: amount.amount.toLocaleString('nl-NL'),
            })}
          </span>
        </p>
      ) : null}
    </section>
  );
}
