import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@alz/shared/ui/button';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import type { ApplicationContext } from './application-context';
import { ErrorSummary } from '@alz/shared/form/error-summary';
import { SubmitFailure } from '@alz/shared/form/submit-failure';
import { FormField } from './form-field';
import { useApplicationForm } from './use-application-form';
import { useErrorText } from './use-error-text';
import styles from './application-form.module.css';

const inputIdOf = (field: ApplicationField) => `application-${field.name}`;

export function ApplicationForm({ context, vacancyPath }: { context: ApplicationContext; vacancyPath: string }) {
  const { t } = useTranslation('Vacancies');
  const errorText = useErrorText();
  const form = useApplicationForm(context, vacancyPath);
  const honeyPot = useRef<HTMLInputElement>(null);
  const sending = form.submitState === 'loading';
  const messageOf = (field: ApplicationField) => {
    const key = form.errors[field.name];
    return key ? errorText(field, key) : null;
  };
  const summary = form.fields.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ inputId: inputIdOf(field), message }] : [];
  });
  const canToggle = context.vacancyType !== 'corporate' && context.formLength === 'short';
  // The fields the long form adds sit above its button, where the next Tab would pass them by:
  // focus goes to the first new one, and a status says how many came or went.
  const shownBefore = useRef<Set<string> | null>(null);
  const [lengthStatus, setLengthStatus] = useState('');
  useEffect(() => {
    const before = shownBefore.current;
    if (!before) return;
    shownBefore.current = null;
    const added = form.fields.filter((field) => !before.has(field.name));
    if (added.length > 0) {
      document.getElementById(inputIdOf(added[0]!))?.focus();
      setLengthStatus(t('ApplicationForm.LongForm.Added', { count: added.length }));
    } else {
      setLengthStatus(t('ApplicationForm.LongForm.Removed', { count: before.size - form.fields.length }));
    }
  }, [form.fields, t]);
  const toggleLength = () => {
    shownBefore.current = new Set(form.fields.map((field) => field.name));
    form.setLength(form.length === 'long' ? 'short' : 'long');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void form.submit(honeyPot.current?.value ?? '');
  };

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      {form.attempt > 0 && summary.length > 0 && <ErrorSummary items={summary} attempt={form.attempt} />}
      {form.submitState === 'failed' && (
        <SubmitFailure message={t('ApplicationForm.Errors.General')} className={styles.alert} />
      )}
      <p className={styles.hint}>{t('ApplicationForm.RequiredNote')}</p>
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          inputId={inputIdOf(field)}
          value={form.values[field.name] ?? ''}
          error={messageOf(field)}
          announce={form.announced[field.name] ?? false}
          onValue={(value) => form.change(field, value)}
          onFile={(file) => form.changeFile(field, file)}
          onBlur={() => form.blur(field)}
        />
      ))}
      {canToggle && (
        <button type="button" className={styles.toggle} aria-expanded={form.length === 'long'} onClick={toggleLength}>
          {t(form.length === 'long' ? 'ApplicationForm.LongForm.Hide' : 'ApplicationForm.LongForm.Show')}
        </button>
      )}
      {canToggle && (
        <p role="status" className={visuallyHidden}>
          {lengthStatus}
        </p>
      )}
      {/* Honeypot: people never see or reach it; robots that fill every input give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="application-website">Website</label>
        <input ref={honeyPot} id="application-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={`${primaryButton} ${styles.submit}`} disabled={sending}>
        {t(sending ? 'ApplicationForm.Sending' : 'ApplicationForm.Submit')}
      </button>
    </form>
  );
}
