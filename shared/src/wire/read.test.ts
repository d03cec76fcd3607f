import {
  bool,
  finiteNumber,
  int,
  isRecord,
  link,
  links,
  list,
  paragraphs,
  records,
  richText,
  safeHref,
  text,
  trimmedText,
} from './read';

const junk = [undefined, null, 0, 1.5, NaN, true, '', 'x', [], [1], {}, () => 1, Symbol('s')];

describe('wire readers', () => {
  it('never throw on junk and give the empty value', () => {
    for (const value of junk) {
      expect(() =>
        [text, trimmedText, richText, bool, list, records, safeHref, link, links, paragraphs].forEach((read) =>
          read(value),
        ),
      ).not.toThrow();
      expect(int(value, 7)).toBe(value === 0 ? 0 : 7);
    }
    expect(text(5)).toBe('');
    expect(trimmedText('  Utrecht \n')).toBe('Utrecht');
    expect(richText({ value: '<p>Hoi</p>' })).toBe('<p>Hoi</p>');
    expect(richText('<p>Hoi</p>')).toBe('<p>Hoi</p>');
    expect(richText({ value: 3 })).toBe('');
    expect(bool('true')).toBe(false);
    expect(finiteNumber(Infinity)).toBeNull();
    expect(finiteNumber(2.5)).toBe(2.5);
    expect(int(2.5, 0)).toBe(0);
  });

  it('tell a plain object from an array or null', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(records([{ a: 1 }, null, [2], 'x', { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('keep only safe link targets', () => {
    expect(safeHref('/mantelzorg')).toBe('/mantelzorg');
    expect(safeHref(' #contact ')).toBe('#contact');
    expect(safeHref('https://www.example.org/a')).toBe('https://www.example.org/a');
    expect(safeHref('HTTP://example.org')).toBe('HTTP://example.org');
    expect(safeHref('mailto:info@example.org')).toBe('mailto:info@example.org');
    expect(safeHref('tel:+31301234567')).toBe('tel:+31301234567');
    expect(safeHref('node/123')).toBe('/node/123');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      'ftp://x',
      '',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });

  it('read link fields with a title, or the address in its place when asked', () => {
    expect(link({ uri: '/doneren', title: 'Doneer' })).toEqual({ title: 'Doneer', url: '/doneren', external: false });
    expect(link({ url: 'https://example.org', title: 'Elders' })).toEqual({
      title: 'Elders',
      url: 'https://example.org',
      external: true,
    });
    expect(link({ uri: '/doneren' })).toBeNull();
    expect(link({ uri: '/doneren' }, { titleFromUrl: true })).toEqual({
      title: '/doneren',
      url: '/doneren',
      external: false,
    });
    expect(link({ uri: 'javascript:alert(1)', title: 'Klik' })).toBeNull();
    expect(links([{ uri: '/a', title: 'A' }, null, { uri: 'data:x', title: 'B' }])).toEqual([
      { title: 'A', url: '/a', external: false },
    ]);
  });

  it('read nested paragraphs that name their type', () => {
    expect(paragraphs([{ type: 'text', id: 1 }, { id: 2 }, 'x'])).toEqual([{ type: 'text', id: 1 }]);
  });
});
