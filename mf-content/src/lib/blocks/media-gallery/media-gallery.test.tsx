// The registry loads first (block-model -> registry -> kinds -> this kind), as on a page.
import { toBlocks } from '../block-model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderLoaded } from '../grid-shared/testing';
import { BlockList } from '../block-list';
import { toMediaGallery } from './media-gallery-model';

const photo = (name: string, alt = `Foto ${name}`) => ({
  url: `/blobstorage/content/${name}-1400x788.svg`,
  alt,
  crops: [{ url: `/blobstorage/content/${name}-350x197.svg`, width: 350 }],
});

const gallery = (count: number) => ({
  id: 3,
  type: 'paragraph--media_gallery',
  field_title: 'Foto’s van de dag',
  field_images: ['park', 'cafe', 'koor', 'zee', 'tuin'].slice(0, count).map((name) => photo(name)),
});

const renderGallery = (count: number) => renderLoaded(<BlockList blocks={toBlocks([gallery(count)])} />);

describe('media gallery', () => {
  it('shows thumbnails as buttons that open the lightbox at their image', async () => {
    await renderGallery(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Foto’s van de dag' })).toBeInTheDocument();
    const thumbnail = screen.getByRole('button', { name: 'Bekijk grotere afbeelding: Foto cafe' });
    await userEvent.click(thumbnail);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto cafe' })).toHaveAttribute(
      'src',
      '/blobstorage/content/cafe-1400x788.svg',
    );
    expect(screen.getByText('Afbeelding 2 van 3')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Afbeelding 3 van 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('makes the fourth tile landscape when there are exactly four images', async () => {
    await renderGallery(4);
    const tiles = screen.getAllByRole('listitem');
    // The landscape tile differs only in its shape, which a visitor sees but no role tells.
    expect(tiles.map((tile) => tile.className)).toEqual(['', '', '', 'landscape']);
  });

  it('has no landscape tile with five images', async () => {
    await renderGallery(5);
    expect(screen.getAllByRole('listitem').map((tile) => tile.className)).toEqual(['', '', '', '', '']);
  });

  it('names a thumbnail without alt text by its position', async () => {
    await renderLoaded(
      <BlockList blocks={toBlocks([{ ...gallery(0), field_images: [photo('park', ''), photo('zee')] }])} />,
    );
    expect(screen.getByRole('button', { name: 'Bekijk grotere afbeelding: Afbeelding 1 van 2' })).toBeInTheDocument();
  });
});

describe('toMediaGallery', () => {
  it('gives nothing without usable images', () => {
    expect(toMediaGallery({})).toBeNull();
    expect(toMediaGallery({ field_images: 'foto.jpg' })).toBeNull();
    expect(toMediaGallery({ field_images: [null, { url: 'javascript:alert(1)' }, { field_image: 3 }] })).toBeNull();
  });

  it('reads plain images and thumbnail/full-size pairs', () => {
    const model = toMediaGallery({
      field_title: 7,
      field_images: [
        photo('park'),
        { field_thumbnail: photo('klein'), field_image: photo('groot') },
        { field_image: photo('zee') },
      ],
    });
    expect(model?.title).toBe('');
    expect(model?.items.map((item) => [item.thumbnail.alt, item.fullSize.alt])).toEqual([
      ['Foto park', 'Foto park'],
      ['Foto klein', 'Foto groot'],
      ['Foto zee', 'Foto zee'],
    ]);
  });
});
