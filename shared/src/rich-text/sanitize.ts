import type DOMPurifyType from 'dompurify';
import styles from './rich-text.module.css';
import { loadOnce } from '../async/load-once';

/**
 * What rich text may hold, for both engines below, so a page reads the same in every browser:
 * text structure, links, images, tables, and the attributes they need. Anything else is dropped
 * (its words stay); scripts, event handlers and `javascript:` addresses never pass either engine.
 */
const ELEMENTS = (
  'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup data dd del details dfn ' +
  'div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p picture pre q s ' +
  'samp section small source span strong sub summary sup table tbody td tfoot th thead time tr u ul var ' +
  'wbr header'
).split(' ');
// Old wrappers that are unwrapped, their words kept (DOMPurify does that for every element it
// drops; the Sanitizer API drops unknown elements with their words, so it is told these).
const UNWRAPPED = ['font', 'center', 'big', 'tt', 'strike', 'nobr'];
const ATTRIBUTES = (
  'href target rel title alt src srcset sizes width height loading class id lang dir style colspan ' +
  'rowspan scope headers abbr start reversed type value datetime cite open media role aria-label ' +
  'aria-labelledby aria-describedby aria-hidden'
).split(' ');

type Purify = typeof DOMPurifyType;
type SafeParse = (html: string, options: object) => Document;

const purify = loadOnce<Purify>(() =>
  import(/* webpackChunkName: "dompurify" */ 'dompurify').then((module) => module.default),
);

/** The browser's own sanitising parser (the HTML Sanitizer API's `Document.parseHTML`), if any. */
function nativeParse(): SafeParse | undefined {
  const parse = (globalThis.Document as unknown as { parseHTML?: SafeParse } | undefined)?.parseHTML;
  return typeof parse === 'function' ? parse.bind(globalThis.Document) : undefined;
}

/**
 * Whether rich text can be sanitised right now. Browsers with the HTML Sanitizer API always can;
 * others first load DOMPurify (`loadSanitizer`), which therefore never sits on the first load of
 * a page in those that have it.
 */
export function sanitizerReady(): boolean {
  return nativeParse() !== undefined || purify.value !== undefined;
}

/** Loads DOMPurify for browsers without the Sanitizer API; a failed load can be tried again. */
export function loadSanitizer(): Promise<void> {
  return purify.load().then(() => undefined);
}

/** The sanitised body of an inert document (nothing in it loads or runs), or undefined if not ready. */
function sanitisedBody(html: string): HTMLElement | undefined {
  const parse = nativeParse();
  if (parse) {
    // The document's own elements must be allowed too, or the whole body is dropped.
    const elements = ['html', 'head', 'body', ...ELEMENTS];
    const sanitizer = { elements, replaceWithChildrenElements: UNWRAPPED, attributes: ATTRIBUTES, comments: false };
    return parse(html, { sanitizer }).body;
  }
  return purify.value?.sanitize(html, {
    ALLOWED_TAGS: ELEMENTS,
    ALLOWED_ATTR: ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement | undefined;
}

export interface SanitizeOptions {
  /** Accessible name of a table's scroll container when the table has no caption. */
  tableLabel?: string;
}

const TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

/**
 * Text from the backend is sanitised before it is rendered, with an empty fallback
 * (spec 1 §5). The line-separator character is removed and tables are wrapped (spec 2 §5).
 * Undefined while no sanitiser is ready (see `sanitizerReady`).
 */
export function sanitizeHtml(html: unknown, options: SanitizeOptions = {}): string | undefined {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const body = sanitisedBody(html.replace(/\u2028/g, ''));
  if (!body) return undefined;
  secureTargets(body);
  wrapTables(body, options.tableLabel ?? 'Tabel');
  const clean = body.innerHTML;
  return clean.trim() === '' ? '' : clean;
}

// A page opened with target=_blank could otherwise reach back through window.opener.
function secureTargets(body: HTMLElement): void {
  for (const element of body.querySelectorAll('[target]')) {
    const target = element.getAttribute('target') ?? '';
    if (!TARGETS.has(target)) element.removeAttribute('target');
    else if (target === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  }
}

// A wide table scrolls inside its own box; tabindex lets keyboard users scroll it and the
// group's name tells screen-reader users what the focused box is.
function wrapTables(body: HTMLElement, fallbackLabel: string): void {
  for (const table of body.querySelectorAll('table')) {
    const wrapper = body.ownerDocument.createElement('div');
    wrapper.className = styles.tableScroll ?? 'table-scroll';
    wrapper.setAttribute('tabindex', '0');
    wrapper.setAttribute('role', 'group');
    const caption = table.querySelector('caption')?.textContent?.trim();
    wrapper.setAttribute('aria-label', caption || fallbackLabel);
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}
