import { screen, within } from '@testing-library/react';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '@test/render';
import VacancyPage from './vacancy-page';

const vacancy = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 8,
  type: 'vacature',
  title: 'Gastvrouw Alzheimer Café',
  status: true,
  path: { alias: '/vrijwilligerswerk/gastvrouw' },
  ...fields,
});

/** The facts list as label/value pairs, as a screen reader reads the terms and their details. */
function facts(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('VacancyPage', () => {
  it('shows the facts with a Dutch date and links to the region', () => {
    renderWithProviders(
      <VacancyPage
        node={vacancy({
          field_plaatsnaam: 'Utrecht',
          field_availability: { name: '2 uur per week' },
          field_duration: { name: 'Een jaar' },
          field_end_date: '2027-02-01',
          field_regio: { title: 'Regio Utrecht', path: '/regios/utrecht' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gastvrouw Alzheimer Café' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Plaats', 'Utrecht'],
      ['Beschikbaarheid', '2 uur per week'],
      ['Duur', 'Een jaar'],
      ['Reageer voor', '1 februari 2027'],
    ]);
    expect(screen.getByText(/Dit vrijwilligerswerk hoort bij/)).toContainElement(
      screen.getByRole('link', { name: 'Regio Utrecht' }),
    );
    expect(screen.getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it('leaves out facts without a value', () => {
    renderWithProviders(<VacancyPage node={vacancy({ field_plaatsnaam: 'Zeist', field_end_date: 'onbekend' })} />);
    expect(facts()).toEqual([['Plaats', 'Zeist']]);
    expect(screen.queryByText(/Dit vrijwilligerswerk hoort bij/)).not.toBeInTheDocument();
  });

  it('links to the apply form under the vacancy address', () => {
    renderWithProviders(<VacancyPage node={vacancy({ path: { alias: '/vrijwilligerswerk/gastvrouw/' } })} />);
    const apply = screen.getByRole('complementary', { name: 'Aanmelden' });
    expect(within(apply).getByRole('link', { name: 'Meld u aan voor dit vrijwilligerswerk' })).toHaveAttribute(
      'href',
      '/vrijwilligerswerk/gastvrouw/solliciteren',
    );
  });
});
