import { sanitizeHtml } from './sanitize';

const parse = (html: string | undefined) => {
  const holder = document.createElement('div');
  holder.innerHTML = html ?? '';
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

describe('the sanitiser in use', () => {
  function freshModule(): typeof import('./sanitize') {
    let fresh!: typeof import('./sanitize');
    jest.isolateModules(() => {
      fresh = jest.requireActual('./sanitize');
    });
    return fresh;
  }

  it('gives nothing until DOMPurify has loaded, in a browser without the Sanitizer API', async () => {
    const { loadSanitizer, sanitizeHtml, sanitizerReady } = freshModule();
    expect(sanitizerReady()).toBe(false);
    expect(sanitizeHtml('<p>Hallo</p>')).toBeUndefined();
    await loadSanitizer();
    expect(sanitizerReady()).toBe(true);
    expect(sanitizeHtml('<p data-x="1" class="intro">Hallo</p>')).toBe('<p class="intro">Hallo</p>');
  });

  it("uses the browser's Sanitizer API when there is one, with the same list of what may pass", () => {
    const parseHTML = jest.fn((html: string, _options: object) => new DOMParser().parseFromString(html, 'text/html'));
    Object.assign(Document, { parseHTML });
    try {
      const { sanitizeHtml, sanitizerReady } = freshModule();
      expect(sanitizerReady()).toBe(true);
      expect(sanitizeHtml('<a href="/x" target="_blank">a</a>')).toBe(
        '<a href="/x" target="_blank" rel="noopener noreferrer">a</a>',
      );
      const { sanitizer } = parseHTML.mock.calls[0]![1] as {
        sanitizer: { elements: string[]; attributes: string[] };
      };
      expect(sanitizer.elements).toEqual(expect.arrayContaining(['body', 'p', 'a', 'img', 'table']));
      expect(sanitizer.elements).not.toContain('script');
      expect(sanitizer.attributes).toEqual(expect.arrayContaining(['href', 'target', 'alt', 'id']));
      expect(sanitizer.attributes.some((name) => name.startsWith('on'))).toBe(false);
    } finally {
      delete (Document as unknown as { parseHTML?: unknown }).parseHTML;
    }
  });
});
