import { kB, markdownTable, ms, sizes } from './markdown';

describe('markdownTable', () => {
  it('writes a header, a separator and a row per item, numbers right-aligned', () => {
    expect(
      markdownTable(
        ['page', 'requests'],
        [
          ['home', 44],
          ['search', 34],
        ],
      ),
    ).toBe(['| page | requests |', '| --- | ---: |', '| home | 44 |', '| search | 34 |'].join('\n'));
  });

  it('shows an empty cell as a dash and escapes pipes and line breaks', () => {
    expect(markdownTable(['a', 'b', 'c'], [[null, 'x|y', 'one\ntwo']])).toBe(
      ['| a | b | c |', '| --- | --- | --- |', '| – | x\\|y | one two |'].join('\n'),
    );
  });

  it('writes only the header for no rows', () => {
    expect(markdownTable(['a'], [])).toBe('| a |\n| --- |');
  });
});

describe('number formats', () => {
  it('writes kB of 1,000 bytes with one decimal', () => {
    expect(kB(431_234)).toBe('431.2 kB');
    expect(kB(0)).toBe('0.0 kB');
    expect(sizes(1500, 4000)).toBe('1.5 kB / 4.0 kB');
  });

  it('writes milliseconds, and seconds from 10 s on', () => {
    expect(ms(812.6)).toBe('813 ms');
    expect(ms(12_345)).toBe('12.3 s');
    expect(ms(undefined)).toBe('');
  });
});
