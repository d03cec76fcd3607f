import { useLocation } from '@alz/shared/router';
import { SiteFooter } from '../features/footer/site-footer';

export interface FooterProps {
  /** The page's own "hide pre-footer" option (spec 1 §2.3); path rules apply regardless. */
  hidePreFooter?: boolean;
}

export function Footer({ hidePreFooter = false }: FooterProps) {
  return <SiteFooter pathname={useLocation().pathname} hidePreFooter={hidePreFooter} />;
}
