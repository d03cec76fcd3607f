import type { DrupalNode } from '@alz/shared/wire/drupal';
import type { NewsletterRegion } from './send-region-newsletter';

/** A Drupal boolean arrives as true, or as 1 / "1" from some views; anything else is off. */
const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * The region's newsletter for the form (spec 1 §3: newsletter recipient e-mail and checkbox), or
 * null when the checkbox is off or missing: that region has no newsletter to sign up for.
 */
export function toNewsletterRegion(node: DrupalNode): NewsletterRegion | null {
  if (!isOn(node.field_newsletter)) return null;
  const recipient = node.field_newsletter_recipient_email;
  return { name: node.title ?? '', recipientEmail: typeof recipient === 'string' ? recipient : '' };
}
