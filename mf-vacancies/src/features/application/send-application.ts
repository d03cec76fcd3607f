import { apiSend } from '@alz/shared/api/api-client';
import { proofOfWorkHeaders } from '@alz/shared/api/proof-of-work';
import type {
  ApplicationField,
  ApplicationFieldName,
  ApplicationValues,
} from '@alz/shared/validation/application-fields';
import type { ApplicationContext } from './application-context';

export const APPLY_URL = '/api/v1/forms/vacancy/apply/send';

export interface Submission {
  context: ApplicationContext;
  fields: readonly ApplicationField[];
  values: ApplicationValues;
  file: File | null;
  honeyPot: string;
  renderedAt: Date;
}

// Spec 1 §3 lists the payload in this order, which is not the order the form shows the fields in.
const PAYLOAD_ORDER: readonly ApplicationFieldName[] = [
  'Gender',
  'FirstName',
  'Insertion',
  'LastName',
  'City',
  'Email',
  'PhoneNumber',
  'Education',
  'Motivation',
  'LinkedIn',
  'Attachment',
];

/** The multipart payload of spec 1 §3, in its order; only the fields the form showed are sent. */
export function toFormData({ context, fields, values, file, honeyPot, renderedAt }: Submission): FormData {
  const data = new FormData();
  data.append('RenderedTimeStamp', renderedAt.toISOString());
  data.append('SentTimeStamp', new Date().toISOString());
  data.append('Id', String(context.id));
  data.append('VacancyType', context.vacancyType);
  data.append('VacancyTitle', context.title);
  if (context.vacancyType === 'landelijk') data.append('Open', String(context.open));
  if (context.vacancyType === 'regional') {
    data.append('Region', context.region?.name ?? '');
    data.append('RegioRecipientEmail', context.region?.recipientEmail ?? '');
    data.append('OrganisationUnitKey', context.organisationUnitKey);
  }
  if (honeyPot !== '') data.append('HoneyPot', honeyPot);
  const shown = PAYLOAD_ORDER.flatMap((name) => fields.filter((field) => field.name === name));
  for (const field of shown) {
    if (field.type === 'fileUploader') {
      if (file) data.append(field.name, file, file.name);
    } else {
      data.append(field.name, (values[field.name] ?? '').trim());
    }
  }
  return data;
}

/** Spec 1 §7: only the status counts; the body is never shown. */
export async function sendApplication(submission: Submission): Promise<boolean> {
  const answer = await apiSend(
    APPLY_URL,
    { method: 'POST', headers: await proofOfWorkHeaders(), body: toFormData(submission) },
    { statusOnly: true },
  );
  return answer.kind === 'result';
}
