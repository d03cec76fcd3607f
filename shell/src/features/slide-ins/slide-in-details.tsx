import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import type { SlideInModel } from './slide-in-model';
import styles from './slide-in.module.css';

interface Props {
  slideIn: SlideInModel;
  signUp: boolean;
}

/** The unfolded slide-in: full text, image, button and newsletter sign-up. */
export function SlideInDetails({ slideIn, signUp }: Props) {
  const { t } = useTranslation('HeaderFooter');
  const { image, button } = slideIn;
  return (
    <>
      {image ? <img className={styles.image} src={image.url} alt={image.alt} /> : null}
      <RichText html={slideIn.text} className={styles.text} />
      {button ? (
        <p>
          {button.external ? (
            <a className={styles.button} href={button.url}>
              {button.title}
            </a>
          ) : (
            <Link className={styles.button} to={button.url}>
              {button.title}
            </Link>
          )}
        </p>
      ) : null}
      {signUp ? (
        // Spec 2 §3 sign-up form: its provider script is not loaded in the shell (no third-party
        // requests from a slide-in), so the visitor signs up on the newsletter page instead.
        <p className={styles.signUp}>
          {t('SlideIn.SignUpText')} <Link to="/nieuwsbrief">{t('SlideIn.SignUpLink')}</Link>
        </p>
      ) : null}
    </>
  );
}
