import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { addVacancyTranslations } from '../../locales';
import { toVacancyModel } from './vacancy-model';
import { VacancyView } from './vacancy-view';

addVacancyTranslations();

const gastvrouw = (alias: string, fields: Record<string, unknown> = {}) =>
  toVacancyModel({
    nid: 8,
    type: 'vacancies',
    title: 'Gastvrouw Alzheimer Café',
    status: true,
    path: { alias },
    ...fields,
  });

describe('VacancyView', () => {
  it('the sticky "Solliciteer direct" reports the click (spec 1 §7) and opens the form', async () => {
    const pushed: unknown[] = [];
    Object.assign(window, { dataLayer: pushed });
    const vacancy = gastvrouw('/vrijwilligerswerk/gastvrouw');
    renderWithProviders(<VacancyView vacancy={vacancy} />, { route: '/vrijwilligerswerk/gastvrouw' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Solliciteer direct' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/vrijwilligerswerk/gastvrouw/solliciteren'),
    );
    expect(pushed).toEqual([
      { event: 'CTA_vacancy', vacancy: 'Gastvrouw Alzheimer Café' },
      { event: 'click_volunteer_application', vacancy: 'Gastvrouw Alzheimer Café' },
    ]);
  });

  it('names its region above the blocks, which come later from mf-content and would push it down', () => {
    // The blocks' remote is not there in a unit test; it says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const vacancy = gastvrouw('/regios/utrecht/vrijwilligerswerk/gastvrouw', {
      field_regio: { title: 'Regio Utrecht', path: '/regios/utrecht' },
      field_page_content: [{ type: 'paragraph--text', id: 1 }],
    });
    renderWithProviders(<VacancyView vacancy={vacancy} />, { route: '/regios/utrecht/vrijwilligerswerk/gastvrouw' });
    const region = screen.getByRole('link', { name: 'Regio Utrecht' });
    expect(region).toHaveAttribute('href', '/regios/utrecht');
    const blocks = screen.getByRole('status');
    expect(region.compareDocumentPosition(blocks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
