import { rulesFor, toStyleRules, type StyleRule } from './style-rules';

const rule = (overrides: Partial<StyleRule>): StyleRule => ({
  code: 'main { color: purple; }',
  paths: [],
  contentTypes: [],
  condition: 'AND',
  ...overrides,
});

const applies = (r: StyleRule, path: string, type?: string) => rulesFor([r], path, type).length === 1;

describe('toStyleRules', () => {
  it('turns wire rules into view models', () => {
    expect(
      toStyleRules([{ code: 'a{}', paths: '/a\n/b/*', content_types: ['content_page'], condition: 'or' }]),
    ).toEqual([{ code: 'a{}', paths: ['/a', '/b/*'], contentTypes: ['content_page'], condition: 'OR' }]);
  });

  it('tolerates missing fields, drops rules without CSS and reads an unknown condition as AND', () => {
    expect(toStyleRules([{ code: 'a{}', condition: 'XOR' }, { paths: '/a' }, { code: '  ' }, null])).toEqual([
      { code: 'a{}', paths: [], contentTypes: [], condition: 'AND' },
    ]);
    expect(toStyleRules('geen lijst')).toEqual([]);
  });
});

describe('rulesFor with AND', () => {
  const both = rule({ paths: ['/mantelzorg/*'], contentTypes: ['content_page'] });

  it('applies when the path and the content type both match', () => {
    expect(applies(both, '/mantelzorg/tips', 'content_page')).toBe(true);
  });

  it('does not apply when only one of them matches', () => {
    expect(applies(both, '/mantelzorg/tips', 'news')).toBe(false);
    expect(applies(both, '/dementie', 'content_page')).toBe(false);
    expect(applies(both, '/mantelzorg/tips')).toBe(false);
  });

  it('counts an empty paths list as matching', () => {
    expect(applies(rule({ contentTypes: ['news'] }), '/overal', 'news')).toBe(true);
    expect(applies(rule({ contentTypes: ['news'] }), '/overal', 'content_page')).toBe(false);
  });

  it('counts an empty content types list as matching', () => {
    expect(applies(rule({ paths: ['/mantelzorg'] }), '/mantelzorg')).toBe(true);
    expect(applies(rule({ paths: ['/mantelzorg'] }), '/dementie', 'content_page')).toBe(false);
  });

  it('applies everywhere when both lists are empty', () => {
    expect(applies(rule({}), '/wat-dan-ook', 'news')).toBe(true);
  });
});

describe('rulesFor with OR', () => {
  const either = rule({ condition: 'OR', paths: ['/mantelzorg/*'], contentTypes: ['news'] });

  it('applies when the path matches or the content type does', () => {
    expect(applies(either, '/mantelzorg/tips', 'content_page')).toBe(true);
    expect(applies(either, '/nieuws/1', 'news')).toBe(true);
    expect(applies(either, '/mantelzorg/tips', 'news')).toBe(true);
  });

  it('does not apply when neither matches', () => {
    expect(applies(either, '/dementie', 'content_page')).toBe(false);
    expect(applies(either, '/dementie')).toBe(false);
  });

  it('never lets an empty list count as a match', () => {
    expect(applies(rule({ condition: 'OR', contentTypes: ['news'] }), '/overal', 'content_page')).toBe(false);
    expect(applies(rule({ condition: 'OR', paths: ['/a'] }), '/b', 'content_page')).toBe(false);
    expect(applies(rule({ condition: 'OR' }), '/overal', 'news')).toBe(false);
  });
});

it('keeps the CMS order of the applicable rules', () => {
  const rules = [rule({ code: '1' }), rule({ code: '2', paths: ['/x'] }), rule({ code: '3' })];
  expect(rulesFor(rules, '/y').map((r) => r.code)).toEqual(['1', '3']);
});
