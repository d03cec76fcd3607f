import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toNewsletterRegion } from './newsletter-region';

const region = (fields: Partial<DrupalNode>): DrupalNode =>
  ({ nid: 109, type: 'regio', title: 'Regio Utrecht', status: true, ...fields }) as DrupalNode;

describe('toNewsletterRegion', () => {
  it('gives the name and recipient when the checkbox is on', () => {
    for (const on of [true, 1, '1', 'true']) {
      expect(
        toNewsletterRegion(
          region({ field_newsletter: on, field_newsletter_recipient_email: 'nieuwsbrief.utrecht@example.org' }),
        ),
      ).toEqual({ name: 'Regio Utrecht', recipientEmail: 'nieuwsbrief.utrecht@example.org' });
    }
    expect(toNewsletterRegion(region({ field_newsletter: true, field_newsletter_recipient_email: 5 }))).toEqual({
      name: 'Regio Utrecht',
      recipientEmail: '',
    });
  });

  it('gives nothing when the checkbox is off or missing', () => {
    for (const off of [false, 0, '0', null, undefined, 'ja']) {
      expect(toNewsletterRegion(region({ field_newsletter: off }))).toBeNull();
    }
  });
});
