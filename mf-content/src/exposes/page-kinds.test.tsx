import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { stubFetch } from '@test/fetch-stub';
import ContentPage from './content-page';
import HomePage from './home-page';
import { renderWithProviders } from '../testing/render';
import { BusinessPartnerOverviewPage } from '../features/business-partners/business-partner-overview-page';

const storyImage = {
  url: '/blobstorage/content/thee-1560.svg',
  alt: 'Ria schenkt thee voor haar man',
  crops: [
    { url: '/blobstorage/content/thee-780.svg', width: 780 },
    { url: '/blobstorage/content/thee-1560.svg', width: 1560 },
  ],
};

const node = (type: string, title: string, fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 360,
  type,
  title,
  status: true,
  path: { alias: '/pagina' },
  field_introduction_wysiwyg: { value: '<p>Welkom.</p>' },
  ...fields,
});

function clearCookies() {
  for (const name of ['marketing', 'cookie-consent']) document.cookie = `${name}=; Max-Age=0; path=/`;
}

describe('page kinds of the pages group', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('experience story: pill, title and the story image in story crops', () => {
    renderWithProviders(
      <ContentPage
        node={node('ervaringsverhaal', 'Thee met Ria', {
          field_header_image_video: { kind: 'image', image: storyImage },
        })}
      />,
    );
    expect(screen.getByText('Persoonlijk verhaal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thee met Ria' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Ria schenkt thee voor haar man' });
    expect(image).toHaveAttribute(
      'srcset',
      '/blobstorage/content/thee-780.svg 780w, /blobstorage/content/thee-1560.svg 1560w',
    );
  });

  it('campaign special: the header and its primary link', () => {
    renderWithProviders(
      <ContentPage
        node={node('campaign_special', 'Loop mee voor later', {
          field_primary_button: { title: 'Schrijf u in', uri: '/help-mee/wandeltocht' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Loop mee voor later' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schrijf u in' })).toHaveAttribute('href', '/help-mee/wandeltocht');
  });

  it('quiz: an embedded quiz from a quiz service, only after consent', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <ContentPage
        node={node('quiz', 'Hoeveel weet u van dementie?', {
          field_quiz_url: 'https://www.riddle.com/embed/a/123456',
          field_page_content: [{ id: 1, type: 'paragraph--quote', field_text: 'Niet te zien' }],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hoeveel weet u van dementie?' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Hoeveel weet u van dementie?')).toHaveAttribute(
      'src',
      'https://www.riddle.com/embed/a/123456',
    );
    expect(screen.queryByText('Niet te zien')).toBeNull();
  });

  it('quiz: an address of another site is not embedded; the blocks show instead', () => {
    const { container } = renderWithProviders(
      <ContentPage
        node={node('quiz', 'Quiz', {
          field_quiz_url: 'https://evil.example/riddle.com',
          field_page_content: [
            { id: 1, type: 'paragraph--text_with_title', field_title: 'Vraag 1', field_text: { value: '<p>Wat?</p>' } },
          ],
        })}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marketingcookies accepteren' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Vraag 1' })).toBeInTheDocument();
  });

  it('shop page: product cards with price and an order link to the web shop', () => {
    renderWithProviders(
      <ContentPage
        node={node('shoppagina', 'Onze winkel', {
          field_products: [
            {
              title: 'Puzzel Hollandse molens',
              price: '€ 14,95',
              text: { value: '<p>500 grote stukjes</p>' },
              link: { uri: 'https://winkel.example.nl/puzzel' },
            },
            { title: 'Zonder bestellink', price: '€ 5,00', link: { uri: 'javascript:alert(1)' } },
            { price: 'zonder titel' },
          ],
        })}
      />,
    );
    const list = screen.getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Puzzel Hollandse molens' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('€ 14,95')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Bestellen Puzzel Hollandse molens' })).toHaveAttribute(
      'href',
      'https://winkel.example.nl/puzzel',
    );
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
  });

  it('business partner page: the partnership as a pill', () => {
    renderWithProviders(
      <ContentPage node={node('business_partner', 'Bakkerij De Gouden Korst', { field_tag: 'Hoofdpartner' })} />,
    );
    expect(screen.getByText('Hoofdpartner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bakkerij De Gouden Korst' })).toBeInTheDocument();
  });

  it('business partner overview: a card per partner from the api', async () => {
    const fetchMock = stubFetch({
      '/api/drupal/api/all-bedrijfsvriend': {
        body: [
          {
            nid: 380,
            label: 'Bakkerij De Gouden Korst',
            tag: 'Hoofdpartner',
            introduction: 'Brood met een hart.',
            path: '/zakelijk/bedrijfsvrienden/bakkerij',
            headerImage: { url: '/blobstorage/content/brood.svg', alt: 'Brood' },
          },
          {
            nid: 381,
            label: 'Fietsenmaker Van Dam',
            tag: '',
            introduction: '',
            path: '/zakelijk/bedrijfsvrienden/fietsen',
            headerImage: null,
          },
        ],
      },
    });
    renderWithProviders(<BusinessPartnerOverviewPage node={node('business_partner_overview', 'Bedrijfsvrienden')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bedrijfsvrienden' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Alle bedrijfsvrienden' });
    expect(await within(section).findByRole('link', { name: 'Bakkerij De Gouden Korst' })).toHaveAttribute(
      'href',
      '/zakelijk/bedrijfsvrienden/bakkerij',
    );
    expect(within(section).getByText('Hoofdpartner')).toBeInTheDocument();
    expect(within(section).getByText('Brood met een hart.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('business partner overview: a plain message when the partners cannot be loaded', async () => {
    stubFetch({ '/api/drupal/api/all-bedrijfsvriend': { status: 500, body: {} } });
    renderWithProviders(<BusinessPartnerOverviewPage node={node('business_partner_overview', 'Bedrijfsvrienden')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('De bedrijfsvrienden kunnen nu niet worden getoond.');
  });

  it('home page: the home header with its title and intro', () => {
    renderWithProviders(<HomePage node={node('homepage', 'Samen sterk bij dementie')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Samen sterk bij dementie' })).toBeInTheDocument();
    expect(screen.getByText('Welkom.')).toBeInTheDocument();
  });
});
