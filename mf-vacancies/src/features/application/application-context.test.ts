import type { DrupalNode } from '@alz/shared/wire/drupal';
import { isCorporateRoute, toApplicationContext, vacancyPathOf } from './application-context';

const node = (fields: Partial<DrupalNode>): DrupalNode => ({
  nid: 200,
  type: 'vacancies',
  title: 'Gastvrouw',
  status: true,
  path: { alias: '/vrijwilligerswerk/gastvrouw' },
  ...fields,
});

describe('application context', () => {
  it('derives the vacancy path and the corporate route from the address', () => {
    expect(vacancyPathOf('/regios/utrecht/vrijwilligerswerk/gastvrouw/solliciteren')).toBe(
      '/regios/utrecht/vrijwilligerswerk/gastvrouw',
    );
    expect(vacancyPathOf('/medewerker/solliciteren/')).toBe('/medewerker');
    expect(isCorporateRoute('/medewerker/solliciteren')).toBe(true);
    expect(isCorporateRoute('/vrijwilligerswerk/gastvrouw/solliciteren')).toBe(false);
  });

  it('a regional vacancy carries its region and form length', () => {
    const context = toApplicationContext(
      node({
        field_vacancy_type: 'regional',
        field_job_title: { name: 'Coördinator', form_length: 'long' },
        field_regio: { id: 7, title: 'Regio Utrecht', path: '/regios/utrecht', email: 'utrecht@voorbeeld.nl' },
      }),
      '/regios/utrecht/vrijwilligerswerk/gastvrouw/solliciteren',
    );
    expect(context).toMatchObject({
      id: 200,
      vacancyType: 'regional',
      open: false,
      formLength: 'long',
      region: { name: 'Regio Utrecht', url: '/regios/utrecht', recipientEmail: 'utrecht@voorbeeld.nl' },
    });
  });

  it('is regional under /regios even without the field, and short without a job title', () => {
    const context = toApplicationContext(node({}), '/regios/zeist/vrijwilligerswerk/x/solliciteren');
    expect(context).toMatchObject({ vacancyType: 'regional', formLength: 'short', region: null });
  });

  it('knows the open application by its title', () => {
    const context = toApplicationContext(
      node({ title: 'Vrijblijvend contactverzoek', field_vacancy_type: 'landelijk' }),
      '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    );
    expect(context).toMatchObject({ vacancyType: 'landelijk', open: true });
  });

  it('is corporate by node type or by the one-level route', () => {
    expect(toApplicationContext(node({ type: 'corporate_vacature' }), '/x/y/solliciteren')?.vacancyType).toBe(
      'corporate',
    );
    expect(
      toApplicationContext(node({ field_organisation_unit_key: { name: 'Communicatie' } }), '/medewerker/solliciteren'),
    ).toMatchObject({ vacancyType: 'corporate', organisationUnitKey: 'Communicatie' });
  });

  it('gives no context for a node that is no vacancy', () => {
    expect(toApplicationContext(node({ type: 'page' }), '/x/solliciteren')).toBeNull();
  });
});
