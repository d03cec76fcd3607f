import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeCookie } from '@alz/shared/consent/cookies';
import { renderWithProviders } from '../../../testing/render';
import { mediaBlockBlock } from './media-block';
import { toMediaBlock } from './to-media-block';
import { nestedBlocks } from '../block-model';

const picture = (alt: string) => ({ url: '/blobstorage/content/samen-zingen-700x467.svg', alt });

function show(fields: Record<string, unknown>) {
  const model = mediaBlockBlock.transform({ type: 'paragraph--media_block', ...fields }, nestedBlocks);
  if (!model) throw new Error('The transformer dropped the block');
  return renderWithProviders(<mediaBlockBlock.Component block={model} />);
}

afterEach(() => {
  removeCookie('cookie-consent');
  removeCookie('marketing');
});

describe('media block', () => {
  it('shows images at once and a video after marketing consent', async () => {
    const { container } = show({
      field_title: 'Zingen in het koor',
      field_intro: { value: '<p>Elke dinsdag zingen we samen.</p>' },
      field_column_number: '2',
      field_media_items: [
        { field_width: '50', field_image: picture('Koorleden zingen'), field_caption: 'De repetitie' },
        { field_width: '50', field_video: { kind: 'youtube', id: 'koor01' } },
      ],
    });
    expect(screen.getByRole('region', { name: 'Zingen in het koor' })).toBeInTheDocument();
    expect(screen.getByText('Elke dinsdag zingen we samen.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Koorleden zingen' })).toBeInTheDocument();
    expect(screen.getByText('De repetitie')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    // The player's code loads with the first video (lazy-video-player.tsx); the images do not wait.
    await userEvent.click(await screen.findByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByTitle('Video 2')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/koor01');
  });

  it('holds the whole block back when it is marked as needing marketing cookies', async () => {
    show({ field_marketing_cookie: true, field_media_items: [{ field_image: picture('Een foto van elders') }] });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Marketingcookies accepteren' }));
    expect(screen.getByRole('img', { name: 'Een foto van elders' })).toBeInTheDocument();
  });
});

describe('special media block', () => {
  it('stands out on its own panel', () => {
    show({
      field_title: 'Uitgelicht',
      field_is_special: true,
      field_media_items: [{ field_image: picture('Een koor') }],
    });
    expect(screen.getByRole('region', { name: 'Uitgelicht' })).toHaveClass('special');
  });
});

describe('toMediaBlock', () => {
  it('drops a block without usable items', () => {
    expect(toMediaBlock({})).toBeNull();
    expect(
      toMediaBlock({
        field_media_items: [
          null,
          { field_image: { url: 'javascript:x' } },
          { field_video: { kind: 'youtube', id: '../x' } },
        ],
      }),
    ).toBeNull();
  });

  it('reads one or two columns and known widths only', () => {
    const items = [
      { field_width: 33, field_image: picture('a') },
      { field_width: 'half', field_image: picture('b') },
    ];
    expect(toMediaBlock({ field_column_number: '1', field_media_items: items })).toMatchObject({
      columns: 1,
      marketingCookie: false,
      isSpecial: false,
      items: [
        { width: '33', kind: 'image' },
        { width: '100', kind: 'image' },
      ],
    });
    expect(toMediaBlock({ field_column_number: 'drie', field_media_items: items })?.columns).toBe(2);
  });

  it('reads isSpecial strictly', () => {
    const items = [{ field_image: picture('a') }];
    for (const value of ['true', 1, null, {}]) {
      expect(toMediaBlock({ field_is_special: value, field_media_items: items })?.isSpecial).toBe(false);
    }
    expect(toMediaBlock({ field_is_special: true, field_media_items: items })?.isSpecial).toBe(true);
  });
});
