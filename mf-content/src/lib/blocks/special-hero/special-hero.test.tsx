import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { BlockList } from '../block-list';
import { toBlocks } from '../block-model';
import { toSpecialHero } from './special-hero-model';

const landscape = {
  url: '/blobstorage/content/zee-2100.svg',
  alt: 'Zonsondergang aan zee',
  crops: [{ url: '/blobstorage/content/zee-700.svg', width: 700 }],
};
const portrait = {
  url: '/blobstorage/content/zee-portrait-1400.svg',
  alt: 'Zonsondergang',
  crops: [{ url: '/blobstorage/content/zee-portrait-350.svg', width: 350 }],
};

const hero = (fields: Record<string, unknown>) =>
  renderWithProviders(
    <BlockList
      blocks={toBlocks([{ id: 1, type: 'paragraph--special_hero', field_title: 'Samen de zomer in', ...fields }])}
    />,
  );

function clearCookies() {
  for (const name of ['marketing', 'cookie-consent']) document.cookie = `${name}=; Max-Age=0; path=/`;
}

describe('special hero block', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('shows title, intro, both links and the image, with a portrait source for small screens', () => {
    const { container } = hero({
      field_intro: { value: '<p>Kom naar een zomeractiviteit bij u in de buurt.</p>' },
      field_primary_link: { title: 'Bekijk activiteiten', uri: '/regios' },
      field_secondary_link: { title: 'Over de zomer', uri: 'https://example.org/zomer' },
      field_image: { landscape, portrait },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Samen de zomer in' })).toBeInTheDocument();
    expect(screen.getByText('Kom naar een zomeractiviteit bij u in de buurt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk activiteiten' })).toHaveAttribute('href', '/regios');
    expect(screen.getByRole('link', { name: 'Over de zomer' })).toHaveAttribute('href', 'https://example.org/zomer');
    expect(screen.getByRole('img', { name: 'Zonsondergang aan zee' })).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      '/blobstorage/content/zee-portrait-350.svg 350w',
    );
  });

  it("keeps the portrait's own room on small screens: its source states its size", () => {
    const { container } = hero({
      field_image: {
        landscape: { ...landscape, width: 2100, height: 1181 },
        portrait: { ...portrait, width: 1400, height: 1867 },
      },
    });
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 1023px)');
    expect(source).toHaveAttribute('width', '1400');
    expect(source).toHaveAttribute('height', '1867');
    expect(screen.getByRole('img', { name: 'Zonsondergang aan zee' })).toHaveAttribute('width', '2100');
  });

  it('plays a hero video only after consent', async () => {
    const user = userEvent.setup();
    hero({ field_video: { kind: 'vimeo', id: '76979871' } });
    await user.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Samen de zomer in')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('reads brand and variant, with safe fallbacks', () => {
    expect(
      toSpecialHero({
        field_title: 'T',
        field_brand: 'dem',
        field_variant: 'visual_as_background',
        field_image: landscape,
      }),
    ).toMatchObject({
      brand: 'dem',
      variant: 'visual-as-background',
      image: { landscape: expect.objectContaining({ alt: 'Zonsondergang aan zee' }), portrait: null },
    });
    // Without an image there is nothing to put behind the text.
    expect(
      toSpecialHero({ field_title: 'T', field_brand: 'other', field_variant: 'visual_as_background' }),
    ).toMatchObject({
      brand: 'alz',
      variant: 'default',
      image: null,
      video: null,
    });
  });

  it('is left out without a title; malformed fields become empty', () => {
    expect(toSpecialHero({ field_intro: { value: '<p>Zonder titel</p>' } })).toBeNull();
    expect(
      toSpecialHero({
        field_title: 'T',
        field_intro: 12,
        field_primary_link: { title: 'x', uri: 'javascript:alert(1)' },
        field_image: { url: 'data:image/png;base64,AAA' },
        field_video: { kind: 'youtube', id: '../x' },
      }),
    ).toEqual({
      title: 'T',
      brand: 'alz',
      variant: 'default',
      intro: '',
      primaryLink: null,
      secondaryLink: null,
      image: null,
      video: null,
    });
  });
});
