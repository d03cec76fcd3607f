import { screen } from '@testing-library/react';
import type { AnyBlockDefinition } from '../block-definition';
import { renderWithProviders } from '../../../testing/render';
import { textWithImageBlock, textWithImageNewBlock } from './text-with-image';
import { toTextWithImage, toTextWithImageNew } from './to-text-with-image';
import { nestedBlocks } from '../block-model';

const picture = { url: '/blobstorage/content/fietstocht-700x467.svg', alt: 'Twee fietsers langs de dijk' };

function show(definition: AnyBlockDefinition, fields: Record<string, unknown>) {
  const model: unknown = definition.transform(fields, nestedBlocks);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<definition.Component block={model} />);
}

describe('text with image blocks', () => {
  it('old: shows title, text, image and a plain link', () => {
    show(textWithImageBlock, {
      field_title: 'Samen op pad',
      field_text: { value: '<p>Buiten zijn doet goed.</p>' },
      field_image: picture,
      field_image_position: 'right',
      field_link: { uri: '/activiteiten', title: 'Bekijk activiteiten' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Samen op pad' })).toBeInTheDocument();
    expect(screen.getByText('Buiten zijn doet goed.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Twee fietsers langs de dijk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk activiteiten' })).toHaveAttribute('href', '/activiteiten');
  });

  it('new: reads the image from the media field and shows up to two links', () => {
    show(textWithImageNewBlock, {
      field_text: '<p>Hulp bij u in de buurt.</p>',
      field_media: { image: picture },
      field_links: [
        { uri: '/regios', title: 'Zoek uw regio' },
        { uri: 'https://example.org', title: 'Meer informatie' },
        { uri: '/derde', title: 'Derde link' },
      ],
    });
    expect(screen.getByRole('img', { name: 'Twee fietsers langs de dijk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoek uw regio' })).toHaveAttribute('href', '/regios');
    expect(screen.getByRole('link', { name: 'Meer informatie' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Derde link' })).not.toBeInTheDocument();
  });
});

describe('text with image transformers', () => {
  it('drop a block with neither text nor image', () => {
    expect(toTextWithImage({ field_title: 'Alleen titel' })).toBeNull();
    expect(toTextWithImageNew({ field_media: 'kapot' })).toBeNull();
  });

  it('default to the image on the left and ignore an unsafe image or link', () => {
    expect(
      toTextWithImage({
        field_text: '<p>Tekst</p>',
        field_image: { url: 'javascript:alert(1)' },
        field_image_position: 'boven',
        field_link: { uri: 'javascript:alert(1)', title: 'Klik' },
      }),
    ).toMatchObject({ image: null, imagePosition: 'left', links: [], variant: 'old' });
  });
});
