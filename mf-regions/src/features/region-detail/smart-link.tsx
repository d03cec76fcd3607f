import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A site path goes through the router; anything else is a plain link. */
export function SmartLink({ url, children, className }: { url: string; children: ReactNode; className?: string }) {
  return url.startsWith('/') ? (
    <Link to={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  );
}
