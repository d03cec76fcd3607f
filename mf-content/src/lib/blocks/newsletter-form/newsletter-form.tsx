import { useTranslation } from 'react-i18next';
import { NewsletterSignup } from '@alz/shared/ui/newsletter-signup';
import { defineBlock } from '../block-definition';
import { toNewsletterForm, type NewsletterFormModel } from './to-newsletter-form';
import styles from './newsletter-form.module.css';

const SIGNUP_PAGE = { url: '/nieuwsbrief', external: false };

/**
 * The newsletter sign-up inside the page, the same implementation as the footer's (spec 2 §7):
 * the mailing provider's form with both ids, the site's own form without them. Its own form comes
 * with the page (formWithPage): the block is what a sign-up page opens with.
 */
export function NewsletterForm({ block }: { block: NewsletterFormModel }) {
  const { t } = useTranslation('Blocks');
  const classes = [
    styles.block,
    block.width === 60 ? styles.narrow : '',
    block.alignment === 'center' ? styles.center : '',
    block.sandColor ? styles.sand : '',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <NewsletterSignup
        link={SIGNUP_PAGE}
        formId={block.formId}
        scriptId={block.scriptId}
        title={block.title || t('NewsletterForm.Title')}
        tone="light"
        formWithPage
      />
    </div>
  );
}

export const newsletterFormBlock = defineBlock({
  bundle: 'newsletter_form',
  transform: toNewsletterForm,
  Component: NewsletterForm,
});
