import { freeName, pictureName } from './picture-name';

describe('pictureName', () => {
  it('keeps a readable name and gives it the extension of what the file really is', () => {
    expect(pictureName('Zomer in het park.JPG', 'image/jpeg')).toBe('Zomer in het park.jpg');
    expect(pictureName('foto.png', 'image/jpeg')).toBe('foto.jpg');
    expect(pictureName('café terras (2).webp', 'image/webp')).toBe('café terras (2).webp');
  });

  it('drops paths, slashes, control and odd characters, and never gives an empty name', () => {
    expect(pictureName('C:\\\\Users\\\\an\\\\Mijn foto.png', 'image/png')).toBe('Mijn foto.png');
    expect(pictureName('a/b?c#d%e.png', 'image/png')).toBe('b-c-d-e.png');
    expect(pictureName('...', 'image/gif')).toBe('afbeelding.gif');
    expect(pictureName('', 'image/png')).toBe('afbeelding.png');
    expect(pictureName(`${'x'.repeat(200)}.png`, 'image/png')).toBe(`${'x'.repeat(80)}.png`);
  });
});

describe('freeName', () => {
  it('numbers a name whose base name is taken, as the sized copies are named after it', () => {
    expect(freeName('tuin.png', new Set())).toBe('tuin.png');
    expect(freeName('tuin.png', new Set(['tuin']))).toBe('tuin (2).png');
    expect(freeName('tuin.png', new Set(['tuin', 'tuin (2)']))).toBe('tuin (3).png');
  });
});
