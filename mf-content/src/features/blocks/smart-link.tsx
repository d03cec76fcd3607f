import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkModel } from './wire';

interface Props {
  link: LinkModel;
  className?: string;
  /** Replaces the link title as visible content (the title stays the accessible name's source). */
  children?: ReactNode;
}

/** Site paths navigate inside the app; other addresses are plain links. */
export function SmartLink({ link, className, children }: Props) {
  const content = children ?? link.title;
  if (link.external || !link.url.startsWith('/')) {
    return (
      <a className={className} href={link.url}>
        {content}
      </a>
    );
  }
  return (
    <Link className={className} to={link.url}>
      {content}
    </Link>
  );
}
