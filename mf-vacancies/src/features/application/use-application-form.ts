import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pushDataLayer } from '@alz/shared/analytics/data-layer';
import {
  applicationFields,
  checkApplication,
  checkApplicationField,
  type ApplicationErrors,
  type ApplicationField,
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

  const setError = (field: ApplicationField, next: ApplicationValues, nextFile: File | null) =>
    setErrors((current) => ({
      ...current,
      [field.name]: checkApplicationField(field, next, facts(nextFile)) ?? undefined,
    }));

  const change = (field: ApplicationField, raw: string) => {
    // Spec 1 §5: e-mail inputs strip spaces as typed.
    const value = field.type === 'email' ? stripSpaces(raw) : raw;
    const next = { ...values, [field.name]: value };
    setValues(next);
    saveValues(vacancyPath, next);
    markStarted();
    // A radio choice is complete at once; a shown error clears as soon as the value is right.
    if (field.type === 'radioGroup' || errors[field.name]) setError(field, next, file);
  };

  const changeFile = (field: ApplicationField, chosen: File | null) => {
    setFile(chosen);
    markStarted();
    setError(field, values, chosen);
  };

  // On blur only a field with something in it is checked: tabbing past must not scold.
  const blur = (field: ApplicationField) => {
    if ((values[field.name] ?? '').trim() !== '' || errors[field.name]) setError(field, values, file);
  };

  const submit = async (honeyPot: string) => {
    const found = checkApplication(fields, values, facts(file));
    setErrors(found);
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

  return { fields, values, errors, attempt, submitState, length, setLength, change, changeFile, blur, submit };
}
