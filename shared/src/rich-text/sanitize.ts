import DOMPurify from 'dompurify';
import styles from './rich-text.module.css';

export interface SanitizeOptions {
  /** Accessible name of a table's scroll container when the table has no caption. */
  tableLabel?: string;
}

const TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

/**
 * Text from the backend is sanitised before it is rendered, with an empty fallback
 * (spec 1 §5). The line-separator character is removed and tables are wrapped (spec 2 §5).
 * DOMPurify drops scripts, event handlers and `javascript:` addresses.
 */
export function sanitizeHtml(html: unknown, options: SanitizeOptions = {}): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  // RETURN_DOM gives the body of an inert document: nothing in it loads or runs.
  const body = DOMPurify.sanitize(html.replace(/\u2028/g, ''), {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    RETURN_DOM: true,
  }) as HTMLElement;
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
