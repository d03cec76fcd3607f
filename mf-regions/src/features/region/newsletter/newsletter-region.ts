import type { DrupalNode } from '@alz/shared/wire/drupal';
import { nodeChrome } from '@alz/shared/wire/node';
import type { NewsletterRegion } from './send-region-newsletter';

/**
 * The region's newsletter for the form (spec 1 §3: newsletter recipient e-mail and checkbox), or
 * null when the checkbox is off or missing: that region has no newsletter to sign up for.
 */
export function toNewsletterRegion(node: DrupalNode): NewsletterRegion | null {
  if (!nodeChrome(node).ownNewsletter) return null;
  const recipient = node.field_newsletter_recipient_email;
  return { name: node.title ?? '', recipientEmail: typeof recipient === 'string' ? recipient : '' };
}
