import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from '@alz/shared/router';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n/i18n';
import uiKitMedia from '../locales/nl/ui-kit-media.json';
import { useNewsletterForm } from '../newsletter/use-newsletter-form';
import { pageInputIds, readPageInput } from '../page/page-input';
import styles from './newsletter-signup.module.css';
import { useNearViewport } from './use-near-viewport';

addTranslations('Common', uiKitMedia);

// The form (field, checks, sending) loads on demand: on most pages the sign-up is the footer's, far
// below the first paint (first-load budget, e2e/tests/budgets.spec.ts). A form whose code cannot
// load leaves the link.
const NewsletterSignupForm = lazy((): Promise<{ default: ComponentType<{ fallback: ReactNode }> }> =>
  import('./newsletter-signup-form').then(
    (module) => ({ default: module.NewsletterSignupForm }),
    () => ({ default: ({ fallback }) => fallback }),
  ),
);

/** True once the page has been scrolled (or at once when `wait` is false). */
function useHasScrolled(wait: boolean): boolean {
  const [scrolled, setScrolled] = useState(!wait);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}

/**
 * Rendered with the form, inside its Suspense boundary, so its effect runs once the form is on
 * the page: if the link it replaced had keyboard focus, focus was lost with the link (to the
 * body), and goes to the form's first field instead, where the visitor was.
 */
function FocusOnArrival({ slot, hadFocus }: { slot: RefObject<HTMLDivElement | null>; hadFocus: RefObject<boolean> }) {
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (hadFocus.current && lost) slot.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [slot, hadFocus]);
  return null;
}

export interface NewsletterLink {
  url: string;
  external: boolean;
}

export interface NewsletterSignupProps {
  /** Where the fallback link goes: the own sign-up page, or the main site's for dem and sdv. */
  link: NewsletterLink;
  /** The provider's form and script ids; when left out, the ids the page itself carries. */
  formId?: string;
  scriptId?: string;
  /** Heading text; "Nieuwsbrief" when left out. */
  title?: string;
  /** `dark` for the footer, `light` for a content block on a white or sand background. */
  tone?: 'dark' | 'light';
  /**
   * The footer's: the form loads only once the visitor scrolls towards it. While a page is still
   * filling, the footer is on screen only because nothing is above it yet.
   */
  formAfterScroll?: boolean;
  /**
   * The newsletter block's: the form comes with the page. The part of the page around the sign-up
   * waits for the form's code (it suspends to the page's own loading state) instead of showing the
   * link first and growing by the form's height when it comes, which pushed the text below it down
   * (a layout shift of 0.022 on /nieuwsbrief at 1280 px).
   */
  formWithPage?: boolean;
}

/**
 * The newsletter sign-up of the footer and of the newsletter form block (spec 2 §7). With both
 * ids it embeds the mailing provider's form; until that form is on screen (or when it never
 * comes) a link to the sign-up page does the same job. Without the ids the site's own form signs
 * the visitor up; dem and sdv keep their link to the main site's page.
 */
export function NewsletterSignup({
  link,
  formId,
  scriptId,
  title,
  tone = 'dark',
  formAfterScroll = false,
  formWithPage = false,
}: NewsletterSignupProps) {
  const { t } = useTranslation('Common');
  const titleId = useId();
  const { hostRef, embedded, rendered } = useNewsletterForm(
    formId ?? readPageInput(pageInputIds.newsletterFormId),
    scriptId ?? readPageInput(pageInputIds.newsletterScriptId),
  );
  const [nearRef, near] = useNearViewport<HTMLElement>();
  const scrolled = useHasScrolled(formAfterScroll);
  const slot = useRef<HTMLDivElement>(null);
  const slotHadFocus = useRef(false);
  const linkClass = `${styles.link} ${tone === 'light' ? styles.light : ''}`;
  // The provider's form only when its ids are set; a link to the main site stays a link.
  const ownForm = !embedded && !link.external;
  const signUpLink: ReactNode = link.external ? (
    <a href={link.url} className={linkClass}>
      {t('NewsletterSignup.Link')}
    </a>
  ) : (
    <Link to={link.url} className={linkClass}>
      {t('NewsletterSignup.Link')}
    </Link>
  );

  return (
    <section ref={nearRef} className={styles.signup} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title || t('NewsletterSignup.Title')}
      </h2>
      {/* React renders nothing inside this host, so it never fights the provider's markup. */}
      {embedded ? <div ref={hostRef} className={styles.form} /> : null}
      {ownForm ? (
        <>
          <p className={styles.text}>{t('NewsletterSignup.Text')}</p>
          {/* The footer's: until the form is there, the link to the sign-up page does its job. The
              block's: the page waits for the form. Both keep the link if the form cannot load. */}
          {formWithPage ? (
            <NewsletterSignupForm fallback={signUpLink} />
          ) : (
            <div
              ref={slot}
              className={styles.slot}
              onFocus={() => (slotHadFocus.current = true)}
              // A blur with no next element is the link leaving the page under the keyboard.
              onBlur={(event) => event.relatedTarget && (slotHadFocus.current = false)}
            >
              {near && scrolled ? (
                <Suspense fallback={signUpLink}>
                  <NewsletterSignupForm fallback={signUpLink} />
                  <FocusOnArrival slot={slot} hadFocus={slotHadFocus} />
                </Suspense>
              ) : (
                signUpLink
              )}
            </div>
          )}
        </>
      ) : null}
      {ownForm || rendered ? null : (
        <>
          {/* dem and sdv sign up on the main site; say so before the visitor leaves. */}
          <p className={styles.text}>{t(link.external ? 'NewsletterSignup.TextMainSite' : 'NewsletterSignup.Text')}</p>
          {signUpLink}
        </>
      )}
    </section>
  );
}
