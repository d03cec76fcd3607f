import { useState, type FormEvent } from 'react';
import { useLocation } from '../router';
import { pushDataLayer } from '../analytics/data-layer';
import { stripSpaces } from '../validation/email-rules';
import { checkNewsletterEmail, type NewsletterErrorKey } from '../validation/newsletter-fields';
import { sendNewsletterSignup } from './send-newsletter-signup';

export type SignupState = 'not-started' | 'loading' | 'loaded' | 'failed';

/**
 * State of the national newsletter form. `consentText` is the statement the visitor sees beside
 * the button; it goes along word for word, so the record says what was agreed to.
 */
export function useNewsletterSignup(consentText: string) {
  const { pathname } = useLocation();
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<NewsletterErrorKey | null>(null);
  // Counts failed attempts, so the error summary takes focus again on every one of them.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SignupState>('not-started');

  // Spec 1 §5: e-mail inputs strip spaces as typed.
  const setEmail = (value: string) => setEmailValue(stripSpaces(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'loading') return;
    const problem = checkNewsletterEmail(email);
    setError(problem);
    if (problem) {
      setAttempt((count) => count + 1);
      return;
    }
    // Spec 2 §7: the newsletter submit event, sent only for a form without errors.
    pushDataLayer({ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: pathname });
    setState('loading');
    // A failure keeps the typed address, so the visitor can simply try again.
    const stored = await sendNewsletterSignup({ RecipientEmail: email, ConsentText: consentText });
    setState(stored ? 'loaded' : 'failed');
  };

  return { email, setEmail, error, attempt, state, submit };
}
