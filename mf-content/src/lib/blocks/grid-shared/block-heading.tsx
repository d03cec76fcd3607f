import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3;

/** Items sit one level below the block title, or directly below the page's h1 when there is none. */
export const itemLevel = (blockTitle: string): HeadingLevel => (blockTitle ? 3 : 2);

export function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  return level === 2 ? <h2 className={className}>{children}</h2> : <h3 className={className}>{children}</h3>;
}
