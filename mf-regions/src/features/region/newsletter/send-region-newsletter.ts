import { apiSend } from '@alz/shared/api/api-client';
import { proofOfWorkHeaders } from '@alz/shared/api/proof-of-work';

export const NEWSLETTER_URL = '/api/v1/forms/region/newsletter/send';

export interface NewsletterRegion {
  /** The region's title, e.g. "Regio Utrecht" (spec 1 §3 "region name"). */
  name: string;
  recipientEmail: string;
}

export interface NewsletterSubmission {
  region: NewsletterRegion;
  email: string;
  renderedAt: Date;
}

/** The multipart payload of spec 1 §7, in its order. */
export function toFormData({ region, email, renderedAt }: NewsletterSubmission): FormData {
  const data = new FormData();
  data.append('RenderedTimeStamp', renderedAt.toISOString());
  data.append('SentTimeStamp', new Date().toISOString());
  data.append('Region', region.name);
  data.append('RegioRecipientEmail', region.recipientEmail);
  data.append('RecipientEmail', email);
  return data;
}

/** Spec 1 §7: the status is relayed; the body is not shown. */
export async function sendRegionNewsletter(submission: NewsletterSubmission): Promise<boolean> {
  const answer = await apiSend(
    NEWSLETTER_URL,
    { method: 'POST', headers: await proofOfWorkHeaders(), body: toFormData(submission) },
    { statusOnly: true },
  );
  return answer.kind === 'result';
}
