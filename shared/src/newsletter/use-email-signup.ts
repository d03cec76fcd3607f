import { useState, type FormEvent } from 'react';
import { useLocation } from '@alz/shared/router';
import { pushDataLayer } from '../analytics/data-layer';
import { stripSpaces } from '../validation/email-rules';

export type SignupState = 'not-started' | 'loading' | 'loaded' | 'failed';

/**
 * The state of a one-field e-mail sign-up (the national and the regional newsletter): the address
 * as typed (spaces stripped, spec 1 §5), its error by `check`, the attempt count that lets the
 * error summary take focus again, and the submit states of spec 1 §4. `send` answers whether the
 * sign-up was stored; a failure keeps the typed address, so the visitor can simply try again.
 */
export function useEmailSignup<ErrorKey extends string>(
  check: (email: string) => ErrorKey | null,
  send: (email: string) => Promise<boolean>,
) {
  const { pathname } = useLocation();
  const [email, setEmailValue] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SignupState>('not-started');

  const setEmail = (value: string) => setEmailValue(stripSpaces(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'loading') return;
    const problem = check(email);
    setError(problem);
    if (problem) {
      setAttempt((count) => count + 1);
      return;
    }
    // Spec 2 §7: the newsletter submit event, sent only for a form without errors.
    pushDataLayer({ event: 'form', category: 'Form Submit', action: 'Nieuwsbrief', label: pathname });
    setState('loading');
    setState((await send(email)) ? 'loaded' : 'failed');
  };

  return { email, setEmail, error, attempt, state, submit };
}

export type EmailSignup<ErrorKey extends string = string> = ReturnType<typeof useEmailSignup<ErrorKey>>;
