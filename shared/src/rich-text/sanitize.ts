import DOMPurify from 'dompurify';

/**
 * Text from the backend is sanitised before it is rendered, with an empty fallback
 * (spec 1 §5). The line-separator character is removed (spec 2 §5).
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html.replace(/\u2028/g, ''), { USE_PROFILES: { html: true } });
}
