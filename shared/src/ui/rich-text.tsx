import { sanitizeHtml } from '../rich-text/sanitize';

interface Props {
  html: unknown;
  className?: string;
}

/** Renders backend rich text after sanitising it; nothing at all when it is empty. */
export function RichText({ html, className }: Props) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
