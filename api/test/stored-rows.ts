import { applicationFields, checkApplication } from '@alz/shared/validation/application-fields';
import { fileExtension, isValidEmail } from '@alz/shared/validation/field-rules';
import type { Db } from '../src/db/db';
import type { FakeFiles } from './applications-support';
import { GENUINE_FILES } from './attachment-fixtures';

// What the forms may have stored, checked independently of the code that stored it.

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.now() + 366 * 24 * 60 * 60 * 1000;

function stampProblem(value: unknown): string | null {
  if (value === null) return null;
  const time = new Date(value as string).getTime();
  return time >= EARLIEST && time <= LATEST ? null : `time stamp ${String(value)}`;
}

/** What is wrong with the stored applications: each must pass the form's own rules again. */
export async function storedApplicationProblems(db: Db, files: FakeFiles): Promise<string[]> {
  const { rows } = await db.query<Record<string, string | number | null>>(
    `SELECT a.*, n.type AS node_type FROM applications a LEFT JOIN nodes n ON n.nid = a.vacancy_nid`,
  );
  const problems: string[] = [];
  for (const row of rows) {
    const text = (column: string) => String(row[column] ?? '');
    const values = {
      Gender: text('gender'),
      FirstName: text('first_name'),
      Insertion: text('insertion'),
      LastName: text('last_name'),
      City: text('city'),
      PhoneNumber: text('phone_number'),
      Email: text('email'),
      Motivation: text('motivation'),
      LinkedIn: text('linkedin'),
      Education: text('education'),
    };
    const file =
      row.attachment_name === null ? null : { name: text('attachment_name'), size: Number(row.attachment_size) };
    const variant = row.vacancy_type === 'corporate' ? 'corporate' : 'volunteer';
    const errors = checkApplication(applicationFields(variant, 'long'), values, file);
    if (Object.keys(errors).length > 0) problems.push(`${row.id}: ${JSON.stringify(errors)}`);
    if (!row.node_type) problems.push(`${row.id}: no vacancy ${row.vacancy_nid}`);
    for (const stamp of [row.rendered_at, row.sent_at]) {
      const problem = stampProblem(stamp);
      if (problem) problems.push(`${row.id}: ${problem}`);
    }
    if (row.attachment_blob !== null) {
      const content = files.saved.get(text('attachment_blob'));
      const extension = fileExtension(text('attachment_name'));
      if (!content || !GENUINE_FILES.some((file) => file.extension === extension && file.content.equals(content))) {
        problems.push(`${row.id}: attachment ${text('attachment_name')} is not what its name says`);
      }
    }
  }
  return problems;
}

/** What is wrong with the stored sign-ups: a cleaned, valid address for a region with a newsletter. */
export async function storedSignupProblems(db: Db): Promise<string[]> {
  const { rows } = await db.query<Record<string, string | number | boolean | null>>(
    `SELECT s.*, coalesce(n.data->>'field_newsletter' = 'true', false) AS newsletter
     FROM region_newsletter_signups s LEFT JOIN nodes n ON n.nid = s.region_nid AND n.type = 'regio'`,
  );
  const problems: string[] = [];
  for (const row of rows) {
    const email = String(row.email);
    const valid = isValidEmail(email) && email === email.toLowerCase() && !/\s/.test(email) && email.length <= 254;
    if (!valid) problems.push(`${row.id}: address ${JSON.stringify(email)}`);
    if (row.newsletter !== true) problems.push(`${row.id}: region ${row.region_nid} has no newsletter`);
    for (const stamp of [row.rendered_at, row.sent_at]) {
      const problem = stampProblem(stamp);
      if (problem) problems.push(`${row.id}: ${problem}`);
    }
  }
  return problems;
}
