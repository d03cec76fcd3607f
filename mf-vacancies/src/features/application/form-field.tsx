import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, leftField } from '@alz/shared/form/field';
import { FileField } from '@alz/shared/form/file-field';
import { RadioGroup } from '@alz/shared/form/radio-group';
import type { ApplicationField } from '@alz/shared/validation/application-fields';
import { ALLOWED_FILE_EXTENSIONS } from '@alz/shared/validation/field-rules';

export interface FormFieldProps {
  field: ApplicationField;
  /** The id of the input, so the error summary can link to it. */
  inputId: string;
  value: string;
  error: string | null;
  /** The error appeared as the visitor left the field: say it at once (see FieldError). */
  announce: boolean;
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
  onBlur: () => void;
}

const AUTOCOMPLETE: Partial<Record<ApplicationField['name'], string>> = {
  FirstName: 'given-name',
  Insertion: 'additional-name',
  LastName: 'family-name',
  City: 'address-level2',
  PhoneNumber: 'tel',
  Email: 'email',
  LinkedIn: 'url',
};

/** One field of the application form (spec 1 §3), built from the shared form kit. */
export function FormField(props: FormFieldProps) {
  const { field, inputId, value, error, announce, onValue, onFile, onBlur } = props;
  const { t, i18n } = useTranslation('Vacancies');
  const label = t(`ApplicationForm.Fields.${field.name}`);
  const hintKey = `ApplicationForm.Hints.${field.name}`;
  const hint = i18n.exists(hintKey, { ns: 'Vacancies' }) ? t(hintKey) : undefined;
  const common = { inputId, label, required: field.mandatory, hint, error, announce };

  if (field.type === 'radioGroup') {
    return (
      <RadioGroup
        {...common}
        firstInputId={inputId}
        legend={label}
        name={field.name}
        value={value}
        onChange={onValue}
        onLeave={onBlur}
        options={(field.items ?? []).map((item) => ({
          value: item.value,
          label: t(`ApplicationForm.Options.${field.name}.${item.value}`),
          mostPicked: item.mostPicked,
        }))}
      />
    );
  }
  if (field.type === 'fileUploader') {
    return (
      <FileField
        {...common}
        name={field.name}
        accept={ALLOWED_FILE_EXTENSIONS.join(',')}
        onFile={onFile}
        onLeave={onBlur}
      />
    );
  }
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (leftField(event)) onBlur();
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value);
  return (
    <Field {...common}>
      {(control) =>
        field.type === 'longTextField' ? (
          <textarea
            {...control}
            name={field.name}
            rows={6}
            value={value}
            onChange={change}
            onBlur={leave}
            placeholder={field.placeholder ? t(`ApplicationForm.Placeholders.${field.name}`) : undefined}
          />
        ) : (
          <input
            {...control}
            name={field.name}
            type={field.type === 'email' ? 'email' : field.type === 'telephone' ? 'tel' : 'text'}
            inputMode={field.type === 'telephone' ? 'tel' : field.type === 'email' ? 'email' : undefined}
            autoComplete={AUTOCOMPLETE[field.name]}
            spellCheck={field.type === 'email' ? false : undefined}
            value={value}
            onChange={change}
            onBlur={leave}
          />
        )
      }
    </Field>
  );
}
