import type { ReactNode } from 'react';
import { Link } from '@alz/shared/router';

export interface FooterLinkProps {
  url: string;
  external: boolean;
  className?: string;
  children: ReactNode;
}

/** External addresses leave the app with a plain anchor; the router only knows our own paths. */
export function FooterLink({ url, external, className, children }: FooterLinkProps) {
  return external ? (
    <a href={url} className={className}>
      {children}
    </a>
  ) : (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}
