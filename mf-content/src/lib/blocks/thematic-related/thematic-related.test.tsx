import { screen } from '@testing-library/react';
import { requestedUrls, stubFetch } from '@test/fetch-stub';
import { toBlocks } from '../block-model';
import { BlockList } from '../block-list';
import { renderWithProviders } from '../../../testing/render';
import { toThematicRelated } from './thematic-related-model';

const URL = '/api/v1/thematic/search?tag=2&page=0&pageSize=7';
const wire = {
  type: 'paragraph--thematic_related',
  id: 4,
  field_title: 'Meer over mantelzorg',
  field_thematic: { id: 2, label: 'Mantelzorg' },
};
const item = (id: number, path: string) => ({
  Id: id,
  Title: `Artikel ${id}`,
  HeaderImage: { url: `/blobstorage/content/${id}.svg`, alt: 'x', title: '', crops: [] },
  Data: { Path: path },
  Introduction: 'Een korte inleiding.',
});

describe('thematic_related block', () => {
  it('loads the items of the tag and shows them as cards, without the current page', async () => {
    const fetchMock = stubFetch({
      [URL]: {
        body: { Total: 3, Items: [item(1, '/nieuws/een'), item(2, '/huidige-pagina'), item(3, '/nieuws/drie')] },
      },
    });
    renderWithProviders(<BlockList blocks={toBlocks([wire])} />, { route: '/huidige-pagina' });
    expect(screen.getByRole('status')).toHaveTextContent('De artikelen worden geladen…');
    expect(await screen.findByRole('link', { name: 'Artikel 1' })).toHaveAttribute('href', '/nieuws/een');
    expect(screen.getByRole('link', { name: 'Artikel 3' })).toHaveAttribute('href', '/nieuws/drie');
    expect(screen.queryByRole('link', { name: 'Artikel 2' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(requestedUrls(fetchMock)).toEqual([URL]);
  });

  it('says so when there is nothing else on the subject', async () => {
    stubFetch({ [URL]: { body: { Total: 0, Items: [] } } });
    renderWithProviders(<BlockList blocks={toBlocks([wire])} />);
    expect(await screen.findByText('Er zijn nog geen andere artikelen over dit onderwerp.')).toBeInTheDocument();
  });

  it('says so when the items cannot be loaded', async () => {
    stubFetch({ [URL]: { status: 500, body: {} } });
    renderWithProviders(<BlockList blocks={toBlocks([{ ...wire, field_title: '' }])} />);
    expect(await screen.findByText(/Het lukt nu niet om de artikelen te laden/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meer over Mantelzorg' })).toBeInTheDocument();
  });

  it('reads the tag by id or label and is not shown without one', () => {
    expect(toThematicRelated({ field_thematic: 'Wonen' })).toEqual({ title: '', tag: 'Wonen', label: 'Wonen' });
    expect(toThematicRelated({ field_thematic: { id: 4, label: 'Wonen' } })?.tag).toBe('4');
    expect(toThematicRelated({ field_thematic: { id: 'x' } })).toBeNull();
    expect(toThematicRelated({})).toBeNull();
  });
});
