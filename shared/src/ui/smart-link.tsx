import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@alz/shared/router';
import { knownNodePaths, nodePathOf, resolveNodePaths, toRoutePath } from '../rich-text/node-links';

interface Props {
  /** A link read with `link()` of `@alz/shared/wire/read`, so its address is already safe. */
  link: { url: string; title?: string };
  className?: string;
  /** Replaces the link title as visible content. */
  children?: ReactNode;
  /**
   * What the link is about (its card's title). An editor's "Lees meer" says nothing in a list of
   * links read out of context (WCAG 2.4.4); a title that does not name the subject gets it, in
   * its name after the visible words, so speech input still matches what is shown (WCAG 2.5.3).
   */
  subject?: string;
}

function nameWithSubject(content: ReactNode, subject: string | undefined): string | undefined {
  if (!subject || typeof content !== 'string' || content.toLowerCase().includes(subject.toLowerCase()))
    return undefined;
  return `${content}: ${subject}`;
}

/**
 * The address a `node/12` link stands for (spec 2 §2 routing helpers, §7 node-path call),
 * resolved once per node and visit, shared with rich text; other addresses as they are.
 */
function useResolvedUrl(url: string): string {
  const nodePath = nodePathOf(url);
  const suffix = nodePath ? url.slice(url.indexOf(nodePath) + nodePath.length) : '';
  const known = nodePath ? knownNodePaths([nodePath]).get(nodePath) : undefined;
  const [resolved, setResolved] = useState<string | undefined>(known);
  useEffect(() => {
    if (!nodePath || known !== undefined) return undefined;
    let current = true;
    void resolveNodePaths([nodePath]).then((paths) => {
      if (current) setResolved(paths.get(nodePath));
    });
    return () => {
      current = false;
    };
  }, [nodePath, known]);
  if (!nodePath) return url;
  return `${resolved ?? known ?? toRoutePath(nodePath)}${suffix}`;
}

/**
 * The one link of blocks and pages: a site path navigates inside the app (a `node/12` link
 * once its real path is known), any other address is a plain link.
 */
export function SmartLink({ link, className, children, subject }: Props) {
  const url = useResolvedUrl(link.url);
  const content = children ?? link.title;
  const label = nameWithSubject(content, subject);
  if (!url.startsWith('/')) {
    return (
      <a className={className} href={url} aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <Link className={className} to={url} aria-label={label}>
      {content}
    </Link>
  );
}
