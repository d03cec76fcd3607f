import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { CollectionForm } from './collection-form';
import { toCollectionForm } from './to-collection-form';

function show(fields: Record<string, unknown>) {
  const model = toCollectionForm({ type: 'paragraph--collection_form', ...fields });
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<CollectionForm block={model} />);
}

const links = {
  field_street_link: { uri: '/collecte', title: '' },
  field_online_link: { uri: 'https://collecte.example.nl/start', title: 'Maak uw collectebus' },
};

describe('collection form block', () => {
  it('lets the visitor choose between collecting in the street and online', async () => {
    const user = userEvent.setup();
    show(links);
    expect(screen.getByRole('heading', { level: 2, name: 'Collecteer mee' })).toBeInTheDocument();
    const street = screen.getByRole('radio', { name: 'In de straat', description: /collectebus langs de deuren/ });
    expect(street).not.toBeChecked();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();

    await user.click(street);
    expect(screen.getByRole('heading', { level: 3, name: 'In de straat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meld u aan als collectant' })).toHaveAttribute('href', '/collecte');

    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Online' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maak uw collectebus' })).toHaveAttribute(
      'href',
      'https://collecte.example.nl/start',
    );
  });

  it('opens and closes the explanation, closed by default', async () => {
    const user = userEvent.setup();
    show({ field_explanation: { value: '<p>Zo werkt collecteren.</p>' } });
    const toggle = screen.getByRole('button', { name: 'Uitleg' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Zo werkt collecteren.')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Zo werkt collecteren.')).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByText('Zo werkt collecteren.')).not.toBeVisible();
  });

  it('shows only the form the editor chose, with the explanation open when asked', () => {
    show({
      ...links,
      field_selected_form: 'online',
      field_explanation_opened: true,
      field_title: 'Online collecteren',
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitleg' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Collecteren kost weinig tijd/)).toBeVisible();
  });
});

describe('toCollectionForm', () => {
  it('defaults to both forms with the explanation closed', () => {
    expect(toCollectionForm({})).toEqual({
      title: '',
      introHtml: '',
      selectedForm: 'both',
      explanationOpened: false,
      explanationHtml: '',
      links: { street: null, online: null },
    });
  });

  it('ignores unknown form names, non-boolean flags and unsafe links', () => {
    expect(
      toCollectionForm({
        field_selected_form: 'door-to-door',
        field_explanation_opened: 'yes',
        field_street_link: { uri: 'javascript:alert(1)', title: 'Klik' },
      }),
    ).toMatchObject({ selectedForm: 'both', explanationOpened: false, links: { street: null } });
  });
});
