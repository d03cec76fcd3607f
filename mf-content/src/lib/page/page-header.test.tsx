import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DrupalNode } from '@alz/shared/wire/drupal';
import { renderWithProviders } from '../../testing/render';
import { toPageModel } from './page-model';
import { PageView } from './page-view';
import type { HeaderVariant } from './page-header';

const picture = {
  url: '/blobstorage/content/park-1400.svg',
  alt: 'Twee mensen wandelen in het park',
  crops: [
    { url: '/blobstorage/content/park-350.svg', width: 350 },
    { url: '/blobstorage/content/park-1400.svg', width: 1400 },
  ],
};

const node = (fields: Partial<DrupalNode> = {}): DrupalNode => ({
  nid: 7,
  type: 'content_page',
  title: 'Samen op pad',
  status: true,
  path: { alias: '/samen-op-pad' },
  field_introduction_wysiwyg: { value: '<p>Een wandeling doet goed.</p>' },
  field_header_image_video: { kind: 'image', image: picture },
  field_primary_button: { title: 'Meld u aan', uri: '/aanmelden' },
  field_secondary_link: { title: 'Meer over wandelen', uri: 'https://example.org/wandelen' },
  ...fields,
});

const show = (fields: Partial<DrupalNode> = {}, header?: HeaderVariant, pill?: string) =>
  renderWithProviders(<PageView page={toPageModel(node(fields))} header={header} pill={pill} />, {
    route: '/samen-op-pad',
  });

function clearCookies() {
  for (const name of ['marketing', 'cookie-consent']) document.cookie = `${name}=; Max-Age=0; path=/`;
}

describe('page header', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('default: title, intro, both links and the header image loaded with priority', () => {
    show();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Samen op pad' })).toBeInTheDocument();
    expect(within(header).getByText('Een wandeling doet goed.')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Meld u aan' })).toHaveAttribute('href', '/aanmelden');
    expect(within(header).getByRole('link', { name: 'Meer over wandelen' })).toHaveAttribute(
      'href',
      'https://example.org/wandelen',
    );
    const image = within(header).getByRole('img', { name: 'Twee mensen wandelen in het park' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.getAttribute('srcset')).toContain('park-350.svg 350w');
  });

  it('shows the overlay text with the image', () => {
    show({ field_overlay_text: 'Elke stap telt', field_overlay_color: 'dark' });
    expect(screen.getByRole('figure')).toHaveTextContent('Elke stap telt');
  });

  it('search: a search bar that goes to site search with the term', async () => {
    const user = userEvent.setup();
    show({ field_header_type: 'search' });
    const search = await screen.findByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Waar bent u naar op zoek?' }), 'geheugen  ');
    await user.click(within(search).getByRole('button', { name: 'Zoeken' }));
    expect(screen.getByLabelText('Huidig adres')).toHaveTextContent('/zoeken?zoekterm=geheugen');
  });

  it('experience story: the pill above the title', () => {
    show({}, 'story', 'Persoonlijk verhaal');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Persoonlijk verhaal')).toBeInTheDocument();
    expect(within(header).getByRole('heading', { level: 1, name: 'Samen op pad' })).toBeInTheDocument();
  });

  it('home and versatile: title, intro and image side by side', () => {
    for (const variant of ['home', 'versatile'] as const) {
      const { unmount } = show({}, variant);
      expect(screen.getByRole('heading', { level: 1, name: 'Samen op pad' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Twee mensen wandelen in het park' })).toBeInTheDocument();
      unmount();
    }
  });

  it('big title: still the one h1 of the page', () => {
    show({ field_big_title: true });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('custom header: the header blocks replace the default header, the hero title is the h1', () => {
    show({
      field_custom_header: true,
      field_header_blocks: [
        {
          id: 1,
          type: 'paragraph--special_hero',
          field_title: 'Samen in beweging',
          field_intro: { value: '<p>Doe mee</p>' },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Samen in beweging' })).toBeInTheDocument();
    expect(screen.queryByText('Een wandeling doet goed.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Meld u aan' })).toBeNull();
  });

  it('custom header without a hero first keeps the page title as a hidden h1', () => {
    show({
      field_custom_header: true,
      field_header_blocks: [{ id: 1, type: 'paragraph--quote', field_text: 'Lopen maakt het hoofd leeg.' }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Samen op pad' })).toBeInTheDocument();
    expect(screen.getByText('Lopen maakt het hoofd leeg.')).toBeInTheDocument();
  });

  it('header video: a consent placeholder first, then the no-cookie player', async () => {
    const user = userEvent.setup();
    const { container } = show({
      field_header_image_video: { kind: 'video', video: { kind: 'youtube', id: 'wandel01' } },
    });
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Samen op pad')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/wandel01');
  });

  it('sticky call to action: a complementary area with its title and link next to the content', () => {
    show({
      field_sidebar_cta: {
        title: 'Wandel mee',
        text: { value: '<p>Elke zondag</p>' },
        link: { title: 'Aanmelden', uri: '/aanmelden' },
      },
    });
    const aside = screen.getByRole('complementary', { name: 'Wandel mee' });
    expect(within(aside).getByText('Elke zondag')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Aanmelden' })).toHaveAttribute('href', '/aanmelden');
  });
});
