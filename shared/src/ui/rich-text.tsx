import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from '@alz/shared/router';
import { addTranslations } from '../i18n/i18n';
import { draftToHtml } from '../rich-text/draft';
import { draftPlainText, escapeHtml, parseDraft } from '../rich-text/draft-content';
import { internalTarget } from '../rich-text/internal-link';
import { nodePathOf, resolveNodePaths } from '../rich-text/node-links';
import texts from '../rich-text/rich-text-nl.json';
import { loadSanitizer, sanitizeHtml, sanitizerReady } from '../rich-text/sanitize';
import { useNodeLinks } from '../rich-text/use-node-links';

addTranslations('Common', texts);

interface Props {
  /** Backend HTML, or draft-style JSON rich text (spec 2 §3). */
  html: unknown;
  className?: string;
}

function toHtml(value: unknown): unknown {
  try {
    const draft = parseDraft(value);
    return draft ? draftToHtml(draft) : value;
  } catch (error) {
    // Content the site cannot show faithfully still shows its words (spec 2 §5, §8).
    console.error('Rich text could not be rendered', error);
    return draftPlainText(value)
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
  }
}

/**
 * Renders backend rich text after sanitising it; nothing at all when it is empty. Links to
 * `node/...` are resolved to real paths, and inside a router, clicks on site links navigate
 * in the app instead of loading the whole site again.
 */
export function RichText({ html, className }: Props) {
  const { t } = useTranslation('Common');
  const tableLabel = t('RichText.TableLabel');
  const ready = useSanitizer();
  const clean = useMemo(
    () => (ready ? (sanitizeHtml(toHtml(html), { tableLabel }) ?? '') : ''),
    [ready, html, tableLabel],
  );
  const resolved = useNodeLinks(clean);
  const inRouter = useInRouterContext();
  if (!resolved) return null;
  if (!inRouter) return <div className={className} dangerouslySetInnerHTML={{ __html: resolved }} />;
  return <RoutedHtml html={resolved} className={className} />;
}

/**
 * True once rich text can be sanitised: at once in browsers with the HTML Sanitizer API; in
 * others after DOMPurify has loaded (a small chunk, fetched when the first rich text shows).
 */
function useSanitizer(): boolean {
  const [ready, setReady] = useState(sanitizerReady);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadSanitizer().then(
      () => current && setReady(true),
      (error: unknown) => console.error('The rich text sanitiser could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}

function RoutedHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // One listener on the container: the links are plain HTML, not React elements.
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      // A click before the real path arrived waits for it instead of opening `/node/12`.
      const nodePath = nodePathOf(target);
      if (nodePath === null) {
        void navigate(target);
        return;
      }
      void resolveNodePaths([nodePath]).then((paths) =>
        navigate(`${paths.get(nodePath) ?? target}${target.slice(nodePath.length + 1)}`),
      );
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
