import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toPartnerTag } from './simple-kinds-model';

const partner = (fields: Record<string, unknown>): DrupalNode => ({
  nid: 7,
  type: 'business_partner',
  title: 'Bakkerij De Gouden Korst',
  status: true,
  path: { alias: '/bedrijfsvrienden/bakkerij-de-gouden-korst' },
  ...fields,
});

describe('toPartnerTag', () => {
  it('reads the tag without surrounding spaces', () => {
    expect(toPartnerTag(partner({ field_tag: '  Hoofdpartner ' }))).toBe('Hoofdpartner');
  });

  it('has no tag when the field is missing, empty or not text', () => {
    for (const value of [undefined, null, '', '   ', 42, { label: 'x' }]) {
      expect(toPartnerTag(partner({ field_tag: value }))).toBeUndefined();
    }
  });
});
