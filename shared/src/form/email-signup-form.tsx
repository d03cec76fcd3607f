import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { EmailSignup } from '../newsletter/use-email-signup';
import { primaryButton } from '../ui/button';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import { SubmitFailure } from './submit-failure';
import styles from './email-signup-form.module.css';

export interface EmailSignupTexts {
  label: string;
  hint: string;
  submit: string;
  sending: string;
  thanks: string;
  /** Said when sending failed; the typed address stays. */
  failed: string;
  /** The message of an error key of the form's check. */
  error: (key: string) => string;
}

interface Props {
  signup: EmailSignup;
  texts: EmailSignupTexts;
  /** Above the form, e.g. what the newsletter brings. */
  intro?: ReactNode;
  /** The consent statement beside the button; the button is described by it. */
  consent?: string;
}

/**
 * A one-field e-mail sign-up the GOV.UK way (CONVENTIONS habit 6), for the national and the
 * regional newsletter alike: error summary and inline error, a general failure as an alert that
 * takes the focus, and on success a thank-you in a live region that takes the focus (the form
 * itself goes away).
 */
export function EmailSignupForm({ signup, texts, intro, consent }: Props) {
  const id = useId();
  const { email, setEmail, error, attempt, state, submit } = signup;
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const inputId = `${id}-email`;
  const consentId = `${id}-consent`;
  const message = error ? texts.error(error) : '';

  // The form goes away on success; focus follows to the thank-you instead of falling to <body>.
  useEffect(() => {
    if (state === 'loaded') thanksRef.current?.focus();
  }, [state]);

  return (
    <>
      {/* Present from the start, so screen readers announce the thank-you when it appears. */}
      <div role="status" className={styles.thanks}>
        {state === 'loaded' ? (
          <p ref={thanksRef} tabIndex={-1}>
            {texts.thanks}
          </p>
        ) : null}
      </div>
      {state === 'loaded' ? null : (
        <form noValidate onSubmit={submit} className={styles.form}>
          {intro}
          {error ? <ErrorSummary items={[{ inputId, message }]} attempt={attempt} headingLevel={3} /> : null}
          {state === 'failed' ? <SubmitFailure message={texts.failed} className={styles.failed} /> : null}
          <div className={styles.field}>
            <Field inputId={inputId} label={texts.label} hint={texts.hint} required error={error ? message : null}>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="RecipientEmail"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
          </div>
          {consent ? (
            <p id={consentId} className={styles.consent}>
              {consent}
            </p>
          ) : null}
          {/* Described by the statement, so a screen reader hears what pressing it agrees to. */}
          <button type="submit" className={primaryButton} aria-describedby={consent ? consentId : undefined}>
            {state === 'loading' ? texts.sending : texts.submit}
          </button>
        </form>
      )}
    </>
  );
}
