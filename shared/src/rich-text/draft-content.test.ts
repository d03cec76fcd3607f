import { colourOfStyle, paletteColour, styleOfColour, TEXT_BLUE } from './draft-content';

describe('editor colour palette', () => {
  it('knows #0060fa however it is written, and nothing else', () => {
    for (const value of ['#0060fa', '#0060FA', ' rgb(0, 96, 250) ']) expect(paletteColour(value)).toBe(TEXT_BLUE);
    for (const value of ['#000000', 'black', 'red', 'constructor', '', undefined, 12])
      expect(paletteColour(value)).toBeUndefined();
  });

  it('reads and writes the draft inline style of a palette colour', () => {
    expect(styleOfColour(TEXT_BLUE)).toBe('color-#0060fa');
    expect(colourOfStyle('color-#0060fa')).toBe(TEXT_BLUE);
    expect(colourOfStyle('COLOR-rgb(0,96,250)')).toBe(TEXT_BLUE);
    for (const style of ['color-red', 'color-#000000', 'BOLD', 'bgcolor-#0060fa', null]) {
      expect(colourOfStyle(style)).toBeUndefined();
    }
  });
});
