import type { FocusEvent, ReactNode } from 'react';
import { Field, leftField } from './field';

export interface FileFieldProps {
  inputId: string;
  label: ReactNode;
  name: string;
  /** File types the chooser offers, e.g. `.pdf,.docx` or `image/*`; the content is checked after. */
  accept: string;
  onFile: (file: File | null) => void;
  onLeave?: () => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  announce?: boolean;
}

/** A file chooser by the same pattern as every other field. */
export function FileField({
  inputId,
  label,
  name,
  accept,
  onFile,
  onLeave,
  required,
  hint,
  error,
  announce,
}: FileFieldProps) {
  return (
    <Field inputId={inputId} label={label} required={required} hint={hint} error={error} announce={announce}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          accept={accept}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            if (leftField(event)) onLeave?.();
          }}
        />
      )}
    </Field>
  );
}
