import { isPreFooterHidden, preFooterHiddenPaths } from './pre-footer-rules';

describe('isPreFooterHidden', () => {
  it('lists exactly the eight pages of spec 1 §2.3', () => {
    expect(preFooterHiddenPaths).toHaveLength(8);
  });

  it.each(preFooterHiddenPaths)('hides the pre-footer on %s, also with a trailing slash', (path) => {
    expect(isPreFooterHidden(path, false)).toBe(true);
    expect(isPreFooterHidden(`${path}/`, false)).toBe(true);
  });

  it.each(['/geheugentest', '/geheugentest/', '/geheugentest/zelf', '/geheugentest/ander/uitslag'])(
    'hides the pre-footer on every memory-test path: %s',
    (path) => {
      expect(isPreFooterHidden(path, false)).toBe(true);
    },
  );

  it('hides the pre-footer when the page asks, whatever the path', () => {
    expect(isPreFooterHidden('/dementie', true)).toBe(true);
    expect(isPreFooterHidden('/', true)).toBe(true);
  });

  it.each(['/', '/dementie', '/nieuwsbrief/archief', '/collectes', '/zakelijk', '/help-mee/geheugentest'])(
    'shows the pre-footer on %s',
    (path) => {
      expect(isPreFooterHidden(path, false)).toBe(false);
    },
  );
});
