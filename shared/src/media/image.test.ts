import { srcSetOf, toImage } from './image';

describe('toImage', () => {
  it('keeps alt, size and crops sorted narrowest first', () => {
    const image = toImage({
      url: '/blobstorage/content/park-1400x788.svg',
      alt: 'Twee mensen wandelen in het park',
      width: 1400,
      height: 788,
      crops: [
        { url: '/blobstorage/content/park-700x394.svg', width: 700 },
        { url: '/blobstorage/content/park-350x197.svg', width: 350 },
      ],
    });
    expect(image).toMatchObject({ alt: 'Twee mensen wandelen in het park', width: 1400, height: 788 });
    expect(srcSetOf(image!)).toBe(
      '/blobstorage/content/park-350x197.svg 350w, /blobstorage/content/park-700x394.svg 700w',
    );
  });

  it('gives no image for missing, malformed or unsafe addresses', () => {
    expect(toImage(null)).toBeNull();
    expect(toImage('park.svg')).toBeNull();
    expect(toImage({ url: 'javascript:alert(1)' })).toBeNull();
    expect(toImage({ url: '//evil.example/x.png' })).toBeNull();
    expect(toImage({ url: 'data:image/svg+xml,<svg/>' })).toBeNull();
  });

  it('drops broken crops and tolerates missing fields', () => {
    const image = toImage({
      url: 'https://cdn.example.nl/a.jpg',
      crops: [{ url: 'x' }, null, { url: '/a-350.jpg', width: '350' }],
    });
    expect(image).toEqual({
      url: 'https://cdn.example.nl/a.jpg',
      alt: '',
      title: '',
      width: null,
      height: null,
      crops: [],
    });
    expect(srcSetOf(image!)).toBeUndefined();
  });
});
