import { sanitizeHtml } from './sanitize';

const parse = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
};

describe('sanitizeHtml', () => {
  it('gives an empty string for anything that is not text with content', () => {
    for (const value of [undefined, null, 42, {}, '', '   ', '<script>alert(1)</script>']) {
      expect(sanitizeHtml(value)).toBe('');
    }
  });

  it('drops scripts, event handlers and javascript: addresses but keeps the words', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hallo <script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
        '<a href="javascript:window.__xss=3">klik</a><a href=" JaVaScRiPt:alert(1)">twee</a></p>' +
        '<iframe src="https://example.org"></iframe><svg><script>alert(1)</script></svg>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
    expect(parse(clean).textContent).toBe('Hallo kliktwee');
  });

  it('removes the line-separator character', () => {
    expect(sanitizeHtml('<p>een\u2028twee</p>')).toBe('<p>eentwee</p>');
  });

  it('wraps every table in a focusable, named scroll container', () => {
    const root = parse(
      sanitizeHtml('<table><caption>Kosten</caption><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>', {
        tableLabel: 'Tabel',
      }),
    );
    const wrappers = [...root.querySelectorAll('div[role="group"]')];
    expect(wrappers).toHaveLength(2);
    expect(wrappers.map((w) => w.getAttribute('aria-label'))).toEqual(['Kosten', 'Tabel']);
    for (const wrapper of wrappers) {
      expect(wrapper.getAttribute('tabindex')).toBe('0');
      expect(wrapper.firstElementChild?.tagName).toBe('TABLE');
    }
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops odd targets', () => {
    const root = parse(
      sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">a</a><a href="/x" target="evil">b</a>'),
    );
    const [newTab, other] = [...root.querySelectorAll('a')];
    expect(newTab?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(other?.hasAttribute('target')).toBe(false);
  });

  it('keeps ordinary links and node links as they are', () => {
    expect(sanitizeHtml('<a href="node/11">Lees</a> <a href="mailto:a@b.nl">mail</a>')).toBe(
      '<a href="node/11">Lees</a> <a href="mailto:a@b.nl">mail</a>',
    );
  });
});
