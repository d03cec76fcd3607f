import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toRegionModel } from './region-model';

const base: DrupalNode = {
  nid: 4,
  type: 'regio',
  title: 'Regio Utrecht',
  status: true,
  path: { alias: '/regios/utrecht' },
};

describe('toRegionModel', () => {
  it('maps the contact details and municipalities', () => {
    expect(
      toRegionModel({
        ...base,
        field_introduction_wysiwyg: { value: '<p>Welkom</p>' },
        field_address: { address_line1: 'Domplein 1', postal_code: '3512 JC', locality: 'Utrecht' },
        field_email: 'utrecht@example.org',
        field_phone: '030 - 123 45 67',
        field_municipalities: ['Utrecht', 'Zeist'],
      }),
    ).toEqual({
      id: 4,
      title: 'Regio Utrecht',
      intro: '<p>Welkom</p>',
      address: { line1: 'Domplein 1', zipCode: '3512 JC', city: 'Utrecht' },
      email: 'utrecht@example.org',
      phone: '030 - 123 45 67',
      municipalities: ['Utrecht', 'Zeist'],
    });
  });

  it('tolerates missing and garbled fields', () => {
    expect(
      toRegionModel({
        ...base,
        field_address: { postal_code: '1234 AB' },
        field_email: 5,
        field_municipalities: ['Zeist', null, 3],
      }),
    ).toEqual({
      id: 4,
      title: 'Regio Utrecht',
      intro: '',
      address: null,
      email: '',
      phone: '',
      municipalities: ['Zeist'],
    });
    expect(toRegionModel({ ...base, field_address: 'Domplein 1', field_municipalities: 'Utrecht' })).toMatchObject({
      address: null,
      municipalities: [],
    });
  });
});
