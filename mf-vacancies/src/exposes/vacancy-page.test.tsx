import { screen, within } from '@testing-library/react';
import type { DrupalNode, DrupalParagraph } from '@alz/shared/wire/drupal';
import { clearRemoteModuleCache } from '@alz/shared/ui/remote-module';
import { __resetRemoteModules, __setRemoteModule } from '@test/federation-runtime';
import { renderWithProviders } from '../testing/render';
import { stubFetch } from '@test/fetch-stub';
import { stubViewport } from '@test/viewport';
import VacancyPage from './vacancy-page';

const vacancy = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 8,
  type: 'vacancies',
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
  it('shows the facts with Dutch dates and links to the region', () => {
    renderWithProviders(
      <VacancyPage
        node={vacancy({
          created: '2026-10-01T10:00:00+02:00',
          field_vacancy_type: 'regional',
          field_plaatsnaam: 'Utrecht',
          field_zip_code: '3511 AB',
          field_theme: { id: 1, label: 'Ontmoeten' },
          field_availability: { id: 2, label: 'Avond' },
          field_duration: { id: 3, label: 'Een jaar of langer' },
          field_end_date: '2027-02-01',
          field_regio: { title: 'Regio Utrecht', path: '/regios/utrecht' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gastvrouw Alzheimer Café' })).toBeInTheDocument();
    expect(facts()).toEqual([
      ['Plaats', '3511 AB Utrecht'],
      ['Thema', 'Ontmoeten'],
      ['Beschikbaarheid', 'Avond'],
      ['Duur', 'Een jaar of langer'],
      ['Geplaatst op', '1 oktober 2026'],
      ['Reageer voor', '1 februari 2027'],
    ]);
    expect(screen.getByText(/Dit vrijwilligerswerk hoort bij/)).toContainElement(
      screen.getByRole('link', { name: 'Regio Utrecht' }),
    );
    expect(screen.getByRole('link', { name: 'Regio Utrecht' })).toHaveAttribute('href', '/regios/utrecht');
  });

  it.each([
    ['vanuit_huis', 'Vanuit huis'],
    ['landelijk', 'In de buurt'],
  ])('places national work of type %s as "%s"', (type, place) => {
    renderWithProviders(<VacancyPage node={vacancy({ field_vacancy_type: type, field_plaatsnaam: 'Zeist' })} />);
    expect(facts()).toEqual([['Plaats', place]]);
  });

  it('leaves out facts without a value', () => {
    renderWithProviders(<VacancyPage node={vacancy({ field_plaatsnaam: 'Zeist', field_end_date: 'onbekend' })} />);
    expect(facts()).toEqual([['Plaats', 'Zeist']]);
    expect(screen.queryByText(/Dit vrijwilligerswerk hoort bij/)).not.toBeInTheDocument();
  });

  it.each([
    ['vacancies', '/vrijwilligerswerk/gastvrouw/', '/vrijwilligerswerk/gastvrouw/solliciteren'],
    ['corporate_vacature', '/vacature-webredacteur', '/vacature-webredacteur/solliciteren'],
  ])('a %s page has a call to action to its form', (type, alias, href) => {
    renderWithProviders(<VacancyPage node={vacancy({ type, path: { alias } })} />);
    const apply = screen.getByRole('complementary', { name: 'Aanmelden' });
    expect(within(apply).getByRole('link', { name: 'Solliciteer direct' })).toHaveAttribute('href', href);
  });

  describe('blocks', () => {
    const paragraphs: DrupalParagraph[] = [
      { id: 801, type: 'paragraph--text_with_title', field_title: 'Wat gaat u doen?' },
      { id: 802, type: 'paragraph--text_with_title', field_title: 'Wat vragen wij?' },
    ];
    /** Stands in for mf-content's BlockRenderer: one heading per block. */
    const StubBlockRenderer = ({ paragraphs: blocks }: { paragraphs: DrupalParagraph[] }) =>
      blocks.map((block) => <h2 key={block.id}>{String(block.field_title)}</h2>);

    beforeEach(() => {
      __resetRemoteModules();
      clearRemoteModuleCache();
      stubFetch({ '/remotes.json': { body: { mf_content: 'http://localhost/content/remoteEntry.js' } } });
    });

    it("lets mf-content render the vacancy's blocks", async () => {
      __setRemoteModule('mf_content/BlockRenderer', { default: StubBlockRenderer });
      renderWithProviders(<VacancyPage node={vacancy({ field_page_content: paragraphs })} />);
      expect(screen.getByRole('status')).toHaveTextContent('De rest van de vacature wordt geladen.');
      expect(await screen.findByRole('heading', { level: 2, name: 'Wat gaat u doen?' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Wat vragen wij?' })).toBeInTheDocument();
    });

    it('says calmly that a part is missing when mf-content cannot be loaded, and still offers to apply', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<VacancyPage node={vacancy({ field_page_content: paragraphs })} />);
      expect(await screen.findByText(/Een deel van deze vacature kunnen we nu niet laten zien/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Solliciteer direct' })).toBeInTheDocument();
    });

    it('loads nothing from mf-content for a vacancy without blocks', () => {
      renderWithProviders(<VacancyPage node={vacancy({ field_page_content: [] })} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  it('shows the vacancy list on the overview page', async () => {
    stubViewport(1280);
    stubFetch({});
    renderWithProviders(
      <VacancyPage
        node={vacancy({ type: 'vacancy_overview', title: 'Vrijwilligerswerk', path: { alias: '/vrijwilligerswerk' } })}
      />,
      { route: '/vrijwilligerswerk' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Neem contact met ons op' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vacatures' })).toHaveAttribute('id', 'vacatures');
  });
});
