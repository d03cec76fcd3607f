import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSignupForm } from '@alz/shared/form/email-signup-form';
import type { NewsletterRegion } from './send-region-newsletter';
import { useRegionNewsletter } from './use-region-newsletter';
import styles from './region-newsletter.module.css';

/** The regional newsletter form (spec 1 §3, §4, §5): one mandatory e-mail field. */
export function RegionNewsletterForm({ region }: { region: NewsletterRegion }) {
  const { t } = useTranslation('Region');
  const id = useId();
  const signup = useRegionNewsletter(region);
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('RegionNewsletter.Title')}</h2>
      <EmailSignupForm
        signup={signup}
        intro={<p>{t('RegionNewsletter.Intro')}</p>}
        texts={{
          label: t('RegionNewsletter.Label'),
          hint: t('RegionNewsletter.Hint'),
          submit: t('RegionNewsletter.Submit'),
          sending: t('RegionNewsletter.Sending'),
          thanks: t('RegionNewsletter.Thanks', { region: region.name }),
          failed: t('RegionNewsletter.Errors.General'),
          error: (key) => t(`RegionNewsletter.Errors.${key}`),
        }}
      />
    </section>
  );
}
