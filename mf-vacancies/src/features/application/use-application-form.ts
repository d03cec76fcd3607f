import { useRef, useState } from 'react';
import { useNavigate } from '@alz/shared/router';
import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import {
  applicationFields,
  checkApplication,
  checkApplicationField,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationFieldName,
  type ApplicationValues,
  type FormLength,
} from '@alz/shared/validation/application-fields';
import { stripSpaces } from '@alz/shared/validation/field-rules';
import type { ApplicationContext } from './application-context';
import { clearSavedValues, loadSavedValues, saveValues } from './saved-values';
import { sendApplication } from './send-application';

export const THANK_YOU = {
  volunteer: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie',
  corporate: '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
};

export type SubmitState = 'not-started' | 'loading' | 'failed';

const facts = (file: File | null) => file && { name: file.name, size: file.size };

export function useApplicationForm(context: ApplicationContext, vacancyPath: string) {
  const navigate = useNavigate();
  const variant = context.vacancyType === 'corporate' ? 'corporate' : 'volunteer';
  const [values, setValues] = useState<ApplicationValues>(() => loadSavedValues(vacancyPath));
  // Someone who filled in long-form fields before a reload gets them back, visible.
  const [length, setLength] = useState<FormLength>(() =>
    context.formLength === 'long' || values.LinkedIn || values.Education ? 'long' : 'short',
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  // Which shown errors appeared as the visitor left the field, and so are announced (FieldError).
  const [announced, setAnnounced] = useState<Partial<Record<ApplicationFieldName, boolean>>>({});
  const [attempt, setAttempt] = useState(0);
  const [submitState, setSubmitState] = useState<SubmitState>('not-started');
  const [renderedAt] = useState(() => new Date());
  const started = useRef(false);
  const fields = applicationFields(variant, length);
  const analytics = { vacancyTitle: context.title, vacancyType: context.vacancyType };

  const markStarted = () => {
    if (started.current) return;
    started.current = true;
    pushDataLayer({ event: 'start_volunteer_application', ...analytics });
  };

  const setError = (field: ApplicationField, next: ApplicationValues, nextFile: File | null, announce: boolean) => {
    const error = checkApplicationField(field, next, facts(nextFile));
    setErrors((current) => ({ ...current, [field.name]: error ?? undefined }));
    setAnnounced((current) => ({ ...current, [field.name]: announce && error !== null }));
  };

  const change = (field: ApplicationField, raw: string) => {
    // Spec 1 §5: e-mail inputs strip spaces as typed.
    const value = field.type === 'email' ? stripSpaces(raw) : raw;
    const next = { ...values, [field.name]: value };
    setValues(next);
    saveValues(vacancyPath, next);
    markStarted();
    // A radio choice is complete at once; a shown error clears as soon as the value is right,
    // quietly: a message that changes with every key would keep interrupting the typing.
    if (field.type === 'radioGroup' || errors[field.name]) setError(field, next, file, false);
  };

  const changeFile = (field: ApplicationField, chosen: File | null) => {
    setFile(chosen);
    markStarted();
    // Choosing a file is done in one go, like leaving a field: a wrong file is said at once.
    setError(field, values, chosen, true);
  };

  // Spec 2 §5: validation runs on blur, so a mandatory field left empty is named too. Blur only
  // comes after focus, so fields the visitor never reached stay quiet until the submit.
  const blur = (field: ApplicationField) => setError(field, values, file, true);

  const submit = async (honeyPot: string) => {
    const found = checkApplication(fields, values, facts(file));
    setErrors(found);
    // The error summary takes focus and reads them all; no field adds an alert of its own.
    setAnnounced({});
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    pushDataLayer({ event: 'submit_volunteer_application', ...analytics });
    setSubmitState('loading');
    const ok = await sendApplication({ context, fields, values, file, honeyPot, renderedAt });
    if (!ok) {
      // The spec resets the form here; we keep every value and the file, so a retry is one click.
      setSubmitState('failed');
      return;
    }
    clearSavedValues(vacancyPath);
    navigate(THANK_YOU[variant]);
  };

  return {
    fields,
    values,
    errors,
    announced,
    attempt,
    submitState,
    length,
    setLength,
    change,
    changeFile,
    blur,
    submit,
  };
}
