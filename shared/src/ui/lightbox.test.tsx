import { useRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@test/render';
import type { ImageModel } from '../media/image';
import { Lightbox } from './lightbox';

const imageOf = (alt: string): ImageModel => ({
  url: `/blobstorage/content/${alt.toLowerCase().replace(/\s+/g, '-')}.svg`,
  alt,
  title: '',
  width: 1400,
  height: 788,
  crops: [],
});

const photos = [imageOf('Wandeling'), imageOf('Koffie'), imageOf('Zingen')];

function Gallery({ images }: { images: ImageModel[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <>
      {images.map((image, index) => (
        <button
          key={image.url}
          ref={(element) => {
            thumbnails.current[index] = element;
          }}
          type="button"
          onClick={() => setOpenAt(index)}
        >
          {`Open ${image.alt}`}
        </button>
      ))}
      {openAt !== null ? (
        <Lightbox
          images={images}
          startIndex={openAt}
          onClose={() => setOpenAt(null)}
          returnFocusTo={() => thumbnails.current[openAt] ?? null}
        />
      ) : null}
    </>
  );
}

const shownImage = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

describe('Lightbox', () => {
  it('opens at the clicked image and tells which image of how many it shows', async () => {
    renderWithProviders(<Gallery images={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Koffie' }));
    expect(screen.getByRole('dialog', { name: 'Afbeeldingen groot bekijken' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Koffie' })).toBeInTheDocument();
    expect(screen.getByText('Afbeelding 2 van 3')).toBeInTheDocument();
  });

  it('steps with Vorige and Volgende, disabled at the ends', async () => {
    renderWithProviders(<Gallery images={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Wandeling' }));
    const previous = screen.getByRole('button', { name: 'Vorige' });
    const next = screen.getByRole('button', { name: 'Volgende' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('Afbeelding 2 van 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await userEvent.click(next);
    expect(shownImage()).toBe('Zingen');
    expect(next).toBeDisabled();
    // The disabled button cannot keep focus, so it moves to the other direction.
    expect(previous).toHaveFocus();
  });

  it('steps with the arrow keys and stops at the ends', async () => {
    renderWithProviders(<Gallery images={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Zingen' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('Afbeelding 3 van 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Afbeelding 1 van 3')).toBeInTheDocument();
    expect(shownImage()).toBe('Wandeling');
  });

  it('closes on Escape and on "Sluit", giving focus back to the thumbnail that opened it', async () => {
    renderWithProviders(<Gallery images={photos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Koffie' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Koffie' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Open Wandeling' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Sluit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Wandeling' })).toHaveFocus();
  });

  it('shows no step buttons for a single image', async () => {
    renderWithProviders(<Gallery images={[imageOf('Alleen')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Alleen' }));
    expect(screen.getByText('Afbeelding 1 van 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
  });
});
