import { useTakeFocus } from './use-take-focus';

interface SubmitFailureProps {
  message: string;
  className?: string;
}

/**
 * Says that sending a form failed (the api answered an error or could not be reached). It sits
 * above the fields, far from the button on a phone, so it takes focus as it appears, like the
 * error summary; the alert role makes sure it is announced. The form keeps what was typed.
 * Show it only after a failed send, and hide it while sending again: each failure then focuses it.
 */
export function SubmitFailure({ message, className }: SubmitFailureProps) {
  const ref = useTakeFocus<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className={className}>
      {message}
    </p>
  );
}
