import { useState, type FormEvent } from 'react';
import { useLocation } from '@alz/shared/router';
import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import { checkEmail, stripSpaces } from '@alz/shared/validation/email-rules';
import type { FieldErrorKey } from '@alz/shared/validation/field-rules';
import { sendRegionNewsletter, type NewsletterRegion } from './send-region-newsletter';

export type SubmitState = 'not-started' | 'loading' | 'loaded' | 'failed';

export function useRegionNewsletter(region: NewsletterRegion) {
  const { pathname } = useLocation();
  const [renderedAt] = useState(() => new Date());
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<FieldErrorKey | null>(null);
  // Counts failed attempts, so the error summary takes focus again on every one of them.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SubmitState>('not-started');

  // Spec 1 §5: e-mail inputs strip spaces as typed.
  const setEmail = (value: string) => setEmailValue(stripSpaces(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'loading') return;
    // Spec 1 §5: the form's one field, mandatory, type email.
    const problem = checkEmail(email, true);
    setError(problem);
    if (problem) {
      setAttempt((count) => count + 1);
      return;
    }
    // Spec 2 §7: the newsletter submit event, sent only for a form without errors.
    pushDataLayer({ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: pathname });
    setState('loading');
    // A failure keeps the typed address (issue 5), so the visitor can simply try again.
    setState((await sendRegionNewsletter({ region, email, renderedAt })) ? 'loaded' : 'failed');
  };

  return { email, setEmail, error, attempt, state, submit };
}
