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
        field_organisation_unit_key: { id: 107, name: 'Regio Utrecht' },
        field_regio: {
          id: 7,
          title: 'Regio Utrecht',
          path: '/regios/utrecht',
          email: 'utrecht@voorbeeld.nl',
          address: { address_line1: 'Kerkstraat 12', postal_code: '3511 AB', locality: 'Utrecht', country_code: 'NL' },
        },
      }),
      '/regios/utrecht/vrijwilligerswerk/gastvrouw/solliciteren',
    );
    expect(context).toEqual({
      id: 200,
      title: 'Gastvrouw',
      url: '/vrijwilligerswerk/gastvrouw',
      vacancyType: 'regional',
      open: false,
      formLength: 'long',
      organisationUnitKey: 'Regio Utrecht',
      region: {
        name: 'Regio Utrecht',
        url: '/regios/utrecht',
        address: 'Kerkstraat 12',
        zipCode: '3511 AB',
        city: 'Utrecht',
        recipientEmail: 'utrecht@voorbeeld.nl',
      },
    });
  });

  it('reads a region given with a plain address, and leaves out what the reference lacks', () => {
    const region = (field_regio: Record<string, unknown>) =>
      toApplicationContext(node({ field_vacancy_type: 'regional', field_regio }), '/regios/x/vrijwilligerswerk/y')
        ?.region;
    expect(
      region({ label: 'Regio Zeist', url: '/regios/zeist', address: 'Slotlaan 1', zip_code: '3701 GB', city: 'Zeist' }),
    ).toEqual({
      name: 'Regio Zeist',
      url: '/regios/zeist',
      address: 'Slotlaan 1',
      zipCode: '3701 GB',
      city: 'Zeist',
      recipientEmail: '',
    });
    expect(region({ id: 7, title: 'Regio Utrecht', path: '/regios/utrecht' })).toEqual({
      name: 'Regio Utrecht',
      url: '/regios/utrecht',
      address: '',
      zipCode: '',
      city: '',
      recipientEmail: '',
    });
  });

  it('is regional under /regios even without the field, and short without a job title', () => {
    const context = toApplicationContext(node({}), '/regios/zeist/vrijwilligerswerk/x/solliciteren');
    expect(context).toMatchObject({ vacancyType: 'regional', formLength: 'short', region: null });
  });

  it.each(['Vrijblijvend contactverzoek', 'Open sollicitatie'])(
    'knows the open application "%s" by its title',
    (title) => {
      const context = toApplicationContext(
        node({ title, field_vacancy_type: 'landelijk' }),
        '/vrijwilligerswerk/open/solliciteren',
      );
      expect(context).toMatchObject({ vacancyType: 'landelijk', open: true });
    },
  );

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
