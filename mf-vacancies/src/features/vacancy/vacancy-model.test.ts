import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toVacancyModel } from './vacancy-model';

const base: DrupalNode = {
  nid: 8,
  type: 'vacature',
  title: 'Gastvrouw Alzheimer Café',
  status: true,
  path: { alias: '/vrijwilligerswerk/gastvrouw' },
};

describe('toVacancyModel', () => {
  it('maps the facts, region and urls', () => {
    expect(
      toVacancyModel({
        ...base,
        field_sub_title: 'In Utrecht',
        field_introduction_wysiwyg: { value: '<p>Kom erbij</p>' },
        field_plaatsnaam: 'Utrecht',
        field_availability: { name: '2 uur per week' },
        field_duration: { name: 'Een jaar' },
        field_end_date: '2027-02-01',
        field_regio: { title: 'Regio Utrecht', path: '/regios/utrecht' },
      }),
    ).toEqual({
      id: 8,
      title: 'Gastvrouw Alzheimer Café',
      subTitle: 'In Utrecht',
      intro: '<p>Kom erbij</p>',
      city: 'Utrecht',
      availability: '2 uur per week',
      duration: 'Een jaar',
      applyBefore: '2027-02-01',
      region: { name: 'Regio Utrecht', url: '/regios/utrecht' },
      url: '/vrijwilligerswerk/gastvrouw',
      applyUrl: '/vrijwilligerswerk/gastvrouw/solliciteren',
    });
  });

  it('builds the apply url without a double slash when the alias ends in one', () => {
    expect(toVacancyModel({ ...base, path: { alias: '/vrijwilligerswerk/gastvrouw/' } }).applyUrl).toBe(
      '/vrijwilligerswerk/gastvrouw/solliciteren',
    );
  });

  it('gives null for an invalid end date and a missing region', () => {
    const vacancy = toVacancyModel({ ...base, field_end_date: 'binnenkort', field_regio: null });
    expect(vacancy.applyBefore).toBeNull();
    expect(vacancy.region).toBeNull();
    expect(toVacancyModel({ ...base, field_regio: { path: '/regios/x' } }).region).toBeNull();
  });

  it('tolerates missing and garbled fields', () => {
    expect(
      toVacancyModel({ ...base, field_availability: 'veel', field_duration: null, field_plaatsnaam: 3 }),
    ).toMatchObject({
      subTitle: '',
      intro: '',
      city: '',
      availability: '',
      duration: '',
      applyBefore: null,
    });
    expect(toVacancyModel({ ...base, field_regio: { title: 'Regio Oost' } }).region).toEqual({
      name: 'Regio Oost',
      url: '/regios',
    });
  });
});
