import type { DrupalNode } from '@alz/shared/wire/drupal';
import { toVacancyModel } from './vacancy-model';

const base: DrupalNode = {
  nid: 8,
  type: 'vacancies',
  title: 'Gastvrouw Alzheimer Café',
  status: true,
  path: { alias: '/vrijwilligerswerk/gastvrouw' },
};

describe('toVacancyModel', () => {
  it('maps the facts, region and urls', () => {
    expect(
      toVacancyModel({
        ...base,
        created: '2026-10-01T10:00:00+02:00',
        field_sub_title: 'In Utrecht',
        field_introduction_wysiwyg: { value: '<p>Kom erbij</p>' },
        field_plaatsnaam: 'Utrecht',
        field_zip_code: '3511 AB',
        field_vacancy_type: 'regional',
        field_theme: { id: 1, label: 'Ontmoeten' },
        field_availability: { id: 2, label: 'Avond' },
        field_duration: { id: 3, label: 'Een jaar of langer' },
        field_end_date: '2027-02-01',
        field_regio: { title: 'Regio Utrecht', path: '/regios/utrecht' },
      }),
    ).toEqual({
      id: 8,
      title: 'Gastvrouw Alzheimer Café',
      subTitle: 'In Utrecht',
      intro: '<p>Kom erbij</p>',
      location: { kind: 'place', city: 'Utrecht', zipCode: '3511 AB' },
      theme: 'Ontmoeten',
      availability: 'Avond',
      duration: 'Een jaar of langer',
      created: '2026-10-01T10:00:00+02:00',
      applyBefore: '2027-02-01',
      region: { name: 'Regio Utrecht', url: '/regios/utrecht' },
      url: '/vrijwilligerswerk/gastvrouw',
      applyUrl: '/vrijwilligerswerk/gastvrouw/solliciteren',
      paragraphs: [],
    });
  });

  it('keeps the blocks as paragraphs for mf-content, and drops what is no paragraph', () => {
    const block = { id: 801, type: 'paragraph--text_with_title', field_title: 'Wat gaat u doen?' } as const;
    expect(toVacancyModel({ ...base, field_page_content: [block, null, { id: 2 }, 'x'] as never }).paragraphs).toEqual([
      block,
    ]);
    expect(toVacancyModel({ ...base, field_page_content: null }).paragraphs).toEqual([]);
  });

  it('places national work by its type', () => {
    expect(toVacancyModel({ ...base, field_vacancy_type: 'vanuit_huis' }).location).toEqual({ kind: 'fromHome' });
    expect(toVacancyModel({ ...base, field_vacancy_type: 'landelijk' }).location).toEqual({ kind: 'nearby' });
  });

  it('builds the apply url without a double slash when the alias ends in one', () => {
    expect(toVacancyModel({ ...base, path: { alias: '/vrijwilligerswerk/gastvrouw/' } }).applyUrl).toBe(
      '/vrijwilligerswerk/gastvrouw/solliciteren',
    );
  });

  it('gives null for an invalid date and a missing region', () => {
    const vacancy = toVacancyModel({ ...base, field_end_date: 'binnenkort', created: 'ooit', field_regio: null });
    expect(vacancy.applyBefore).toBeNull();
    expect(vacancy.created).toBeNull();
    expect(vacancy.region).toBeNull();
    expect(toVacancyModel({ ...base, field_regio: { path: '/regios/x' } }).region).toBeNull();
  });

  it('tolerates missing and garbled fields, and older terms with a name', () => {
    expect(
      toVacancyModel({
        ...base,
        field_availability: 'veel',
        field_duration: { name: 'Eenmalig' },
        field_theme: 4,
        field_plaatsnaam: 3,
      }),
    ).toMatchObject({
      subTitle: '',
      intro: '',
      location: { kind: 'place', city: '', zipCode: '' },
      theme: '',
      availability: '',
      duration: 'Eenmalig',
      applyBefore: null,
    });
    expect(toVacancyModel({ ...base, field_regio: { title: 'Regio Oost' } }).region).toEqual({
      name: 'Regio Oost',
      url: '/regios',
    });
  });
});
